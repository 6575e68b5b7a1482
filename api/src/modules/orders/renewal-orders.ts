import { randomUUID } from 'node:crypto';
import { recipientLanguage } from '../../common/language';
import type { EntityManager } from 'typeorm';
import { findCountry } from '../pricing/countries';
import type { PricingService } from '../pricing/pricing.service';
import type { Product } from '../catalog/product.entity';
import type { WebhookEmitter } from '../webhooks/webhooks.service';
import { OrderItem } from './order-item.entity';
import { insertOrderSql, newOrderRow } from './order-insert.sql';
import { Order } from './order.entity';

/** What the billing module asks for: one renewal of one period of a subscription. */
export interface RenewalOrderRequest {
  subscriptionId: string;
  /** The end date the renewal starts from: the order's key with the subscription. */
  periodEnd: Date;
  userId: string;
  /** The plan renewed, priced at what this renewal charges (a kept old price, or the new plan's). */
  plan: Product;
  /** The order that granted the subscription: its buyer and country (VAT) carry over. */
  sourceOrderId: string | null;
  account: { email: string; name: string };
  paymentMethod: string;
  provider: string;
}

/**
 * The renewal as an order of the account, so it shows in My orders and gets its invoice when paid:
 * one per subscription and period (a second ask answers the first). Pending until the provider's
 * event marks it paid; never reserved (a plan holds no stock), never in the cart.
 */
export async function renewalOrder(
  manager: EntityManager,
  deps: { pricing: PricingService; webhooks: WebhookEmitter },
  request: RenewalOrderRequest,
): Promise<Order> {
  const orders = manager.getRepository(Order);
  const existing = await orders.findOneBy({
    renewalOf: request.subscriptionId,
    renewalPeriodEnd: request.periodEnd,
  });
  if (existing) return existing;
  const source = request.sourceOrderId ? await orders.findOneBy({ id: request.sourceOrderId }) : null;
  const address = source?.shippingAddress ? (JSON.parse(source.shippingAddress) as { country?: string }) : {};
  const countryCode = address.country ? (findCountry(address.country)?.code ?? null) : null;
  const lines = [{ product: request.plan, quantity: 1 }];
  const figures = deps.pricing.priceLines(countryCode, lines);
  const orderId = randomUUID();
  const row = newOrderRow(
    {
      id: orderId,
      user_id: request.userId,
      checkout_id: null,
      idempotency_key: `renewal:${request.subscriptionId}:${request.periodEnd.toISOString()}`,
      total_amount: figures.total,
      subtotal_amount: figures.subtotal,
      shipping_amount: figures.shipping,
      vat_rate: figures.vatRate,
      vat_amount: figures.vatAmount,
      customer_name: source?.customerName ?? request.account.name,
      customer_email: source?.customerEmail ?? request.account.email,
      customer_phone: source?.customerPhone ?? null,
      payment_method: request.paymentMethod,
      shipping_address: source?.shippingAddress ?? null,
      order_notes: null,
      discount_amount: figures.discount,
      payment_status: 'PENDING',
      payment_provider: request.provider,
      // The account's language: its renewal's mails and invoice.
      language: await recipientLanguage(manager, { userId: request.userId }, source?.language),
    },
    lines,
  );
  const insert = insertOrderSql({
    ...row,
    renewal_of: request.subscriptionId,
    renewal_period_end: request.periodEnd,
  });
  await manager.query(insert.text, insert.values);
  const order = await orders.findOneByOrFail({ id: orderId });
  const items = await manager.getRepository(OrderItem).findBy({ orderId });
  await deps.webhooks.emit(manager, 'order.created', Object.assign(orders.create(order), { items }));
  return order;
}
