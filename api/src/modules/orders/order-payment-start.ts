import type { DataSource } from 'typeorm';
import { paymentMessages } from '@hometunnel/rules';
import { AppError } from '../../common/app-error';
import { Order } from './order.entity';

/** The payments module, as orders see it (no import cycle: payments depends on orders). */
export interface OrderPaymentStarter {
  /** The payment methods that take money with these settings; the rest keep the waitlist flow. */
  readonly sellingMethods: readonly string[];
  /** Which provider takes an order paid with `method` (stripe, paypal, bank_transfer or demo). */
  providerFor(method: string): string | null;
  /** Asks the provider where to send the buyer (null: wait for a bank transfer). */
  start(
    order: Order & { saveCardFor?: { userId: string; customerRef: string | null } },
  ): Promise<{ paymentUrl: string | null; paymentRef: string | null }>;
  /** Where a bank transfer order's money goes (null when the shop has no bank details). */
  bankTransfer(
    orderId: string,
    amount: string,
  ): { holder: string; iban: string; bic: string; amount: string; reference: string } | null;
  /** An order ended unpaid (after that commits): its provider's payment page takes no more money. */
  expire(order: { paymentProvider: string | null; paymentRef: string | null }): Promise<void>;
}
/**
 * An order sent to pay gets its provider's payment page after the order commits (no outside call
 * inside a transaction); a retry of the same checkout asks again until one is stored.
 */
export async function startPayment(
  dataSource: DataSource,
  payments: OrderPaymentStarter,
  order: Order,
  /** The account whose card this payment saves for renewals (a plan bought signed in, by card). */
  saveCardFor?: () => Promise<{ userId: string; customerRef: string | null } | undefined>,
): Promise<Order> {
  if (!order.paymentProvider || order.paymentUrl || order.paymentRef || order.paymentStatus !== 'PENDING')
    return order;
  let started: { paymentUrl: string | null; paymentRef: string | null };
  try {
    const saving = await saveCardFor?.();
    // A copy: what the provider is told is not part of the order the API answers.
    started = await payments.start(
      Object.assign(Object.create(Order.prototype) as Order, order, saving && { saveCardFor: saving }),
    );
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerUnavailable);
  }
  await dataSource
    .getRepository(Order)
    .update({ id: order.id }, { paymentUrl: started.paymentUrl, paymentRef: started.paymentRef });
  return Object.assign(order, started);
}
