import type { DataSource } from 'typeorm';
import { returnPath } from './return-urls';
import {
  formatCents,
  orderShortId,
  paymentMessages,
  toCents,
  type PaymentMethodName,
} from '@hometunnel/rules';
import { requireAdmin, type Actor } from '../../common/actor';
import { AppError, badInput, conflict, notFound } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText, isUuid } from '../../common/check';
import { orderMessages } from '../orders/orders.rules';
import { Order } from '../orders/order.entity';
import type { OrdersService } from '../orders/orders.service';
import { isDemoCustomer, isDemoSetupRef, type DemoSetup } from './demo/demo-cards';
import type { DemoAction, DemoProvider } from './demo/demo-provider';
import { cardSetupEventId, type PaymentEventsService } from './payment-events.service';
import {
  BadSignatureError,
  type CardSetupListener,
  type CardSetupResult,
  type ProviderName,
  type RawWebhook,
} from './payment-provider';
import type { PaymentProviders } from './payment-providers';
import { girocodeSvg } from './bank-transfer/girocode';

/** What the bank transfer step, the order page and the GiroCode show. */
export interface BankTransferDetails {
  holder: string;
  iban: string;
  bic: string;
  /** Decimal EUR string. */
  amount: string;
  reference: string;
}

/** What the return page may know of an order: no personal data (its id is the only key). */
export interface PaymentState {
  orderId: string;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  paymentUrl: string | null;
  /** The order total, decimal EUR string. */
  amount: string;
}

const MAX_REASON = 300;
const MAX_REFERENCE = 140;

/** Refunds, bank transfer receipts, webhooks and the buyer's return: the payments module's use cases. */
export class PaymentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly events: PaymentEventsService,
    private readonly orders: Pick<OrdersService, 'holdForConfirmation'>,
    private readonly options: { brandName: string },
  ) {}

  get brandName(): string {
    return this.options.brandName;
  }

  get sellingMethods(): readonly PaymentMethodName[] {
    return this.providers.sellingMethods;
  }

  /** Who keeps a card saved on the provider's setup page (the billing module). */
  setCardSetupListener(listener: CardSetupListener): void {
    this.events.setCardSetupListener(listener);
  }

  /** A provider's webhook: verified on its raw bytes, then the one pipeline. */
  async webhook(provider: ProviderName, webhook: RawWebhook) {
    const verifier = this.providers.provider(provider);
    if (!verifier?.verify) throw notFound('Not found');
    let delivery;
    try {
      delivery = await verifier.verify(webhook);
    } catch (error) {
      if (error instanceof BadSignatureError) throw badInput(paymentMessages.badSignature);
      throw error;
    }
    return this.events.receive(provider, delivery);
  }

  /**
   * The buyer is back from the provider's page: confirm what it says, then answer the state. Only
   * an order still payable is confirmed: one cancelled meanwhile (its reservation expired, its unit
   * back in stock) is never captured, and the buyer reads that it failed.
   */
  async returnFrom(orderId: unknown, query: Record<string, string>): Promise<PaymentState> {
    const order = await this.findOrder(orderId);
    const provider = this.providers.provider(order.paymentProvider);
    if (provider?.confirmReturn && (await this.orders.holdForConfirmation(order.id))) {
      const delivery = await provider.confirmReturn(order, query).catch(() => null);
      if (delivery) await this.events.receive(provider.name, delivery);
    }
    return this.state(order.id);
  }

  async state(orderId: unknown): Promise<PaymentState> {
    const order = await this.findOrder(orderId);
    return {
      orderId: order.id,
      orderNumber: orderShortId(order.id),
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      paymentUrl: order.status === 'pending' ? order.paymentUrl : null,
      amount: order.totalAmount,
    };
  }

  /** Holder, IBAN, BIC, amount and reference of a bank transfer order (null for others). */
  bankTransferDetails(order: Order): BankTransferDetails | null {
    if (order.paymentProvider !== 'bank_transfer') return null;
    return this.providers.bankTransfer(order.id, order.totalAmount);
  }

  /** The transfer's GiroCode as SVG, made on read (a few ms, only when asked for): nothing is stored. */
  bankTransferQrSvg(details: BankTransferDetails): Promise<string | null> {
    return girocodeSvg(details);
  }

  /** An admin records the money of a bank transfer: an event of ours, through the same pipeline. */
  async markOrderPaid(actor: Actor, orderId: string, reference: unknown): Promise<Order> {
    requireAdmin(actor);
    if (typeof reference !== 'string' || !reference.trim() || reference.trim().length > MAX_REFERENCE)
      throw badInput(paymentMessages.paymentReference);
    if (isUnsafeText(reference.trim())) throw badInput(invalidCharactersMessage('Payment reference'));
    const order = await this.findOrder(orderId);
    if (order.paymentProvider !== 'bank_transfer') throw conflict(paymentMessages.notBankTransfer);
    if (order.status !== 'pending') throw conflict(paymentMessages.notPayable);
    const eventId = `receipt:${order.id}`;
    await this.events.receive('bank_transfer', {
      eventId,
      type: 'bank_transfer.received',
      payload: {
        orderId: order.id,
        reference: reference.trim(),
        recordedBy: actor.kind === 'user' ? actor.userId : null,
      },
      event: {
        provider: 'bank_transfer',
        eventId,
        orderId: order.id,
        type: 'paid',
        amountCents: toCents(order.totalAmount),
        currency: 'EUR',
        providerRef: reference.trim(),
      },
    });
    return this.findOrder(order.id);
  }

  /**
   * Refunds part or all of a paid order through its provider. The order follows the provider's
   * callback; bank transfer and demo refunds are recorded at once, as events.
   */
  async refundOrder(actor: Actor, orderId: string, amount: unknown, reason: unknown): Promise<Order> {
    requireAdmin(actor);
    if (typeof reason !== 'string' || !reason.trim() || reason.trim().length > MAX_REASON)
      throw badInput(paymentMessages.refundReason);
    if (isUnsafeText(reason.trim())) throw badInput(invalidCharactersMessage('Reason'));
    const order = await this.findOrder(orderId);
    if (!['PAID', 'PARTIALLY_REFUNDED'].includes(order.paymentStatus))
      throw conflict(paymentMessages.notRefundable);
    let cents: number;
    try {
      cents = typeof amount === 'string' ? toCents(amount) : NaN;
    } catch {
      cents = NaN;
    }
    const refundable = toCents(order.totalAmount) - toCents(order.refundedAmount);
    if (!Number.isInteger(cents) || cents <= 0 || cents > refundable)
      throw badInput(paymentMessages.refundAmount);
    const provider = this.providers.provider(order.paymentProvider);
    if (!provider) throw conflict(paymentMessages.notRefundable);
    let recorded;
    try {
      recorded = await provider.refund(order, cents, reason.trim());
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', paymentMessages.providerUnavailable);
    }
    if (recorded)
      await this.events.receive(provider.name, {
        eventId: recorded.eventId,
        type: 'refund.recorded',
        payload: { ...recorded, amount: formatCents(cents) },
        event: recorded,
      });
    return this.findOrder(order.id);
  }

  /** The demo page's button: a signed event of the demo provider, verified like any webhook. */
  async demoButton(
    orderId: unknown,
    token: unknown,
    action: DemoAction,
  ): Promise<{ state: PaymentState; returnTo: string }> {
    const demo = this.providers.provider('demo') as DemoProvider | undefined;
    if (!demo) throw notFound('Not found');
    const order = await this.findOrder(orderId);
    if (order.paymentProvider !== 'demo' || token !== demo.pageToken(order.id))
      throw notFound(orderMessages.orderNotFound);
    await this.webhook('demo', demo.buttonEvent(order, action));
    return { state: await this.state(order.id), returnTo: returnPath(order.id, 'demo', order.language) };
  }

  /** The demo page of a demo order: its state and the token its form carries (404 for any other order). */
  async demoPage(
    orderId: unknown,
  ): Promise<{ state: PaymentState; token: string; savesCard: boolean; returnTo: string }> {
    const demo = this.providers.provider('demo') as DemoProvider | undefined;
    const order = await this.findOrder(orderId);
    if (!demo || order.paymentProvider !== 'demo') throw notFound(orderMessages.orderNotFound);
    return {
      state: await this.state(order.id),
      token: demo.pageToken(order.id),
      savesCard: demo.savesCardFor(order) !== null,
      returnTo: returnPath(order.id, 'demo', order.language),
    };
  }

  /**
   * The customer is back from the card setup page (Update payment method): what the provider says
   * was saved goes through the event pipeline (once, whether or not its webhook came first).
   */
  async cardSetupReturn(setupRef: unknown): Promise<CardSetupResult | null> {
    const provider = this.providers.cardOnFile();
    if (!provider || typeof setupRef !== 'string' || setupRef.length > 255) return null;
    const cardSetup = await provider.confirmCardSetup(setupRef);
    if (cardSetup)
      await this.events.receive(provider.name, {
        eventId: cardSetupEventId(setupRef),
        type: 'card_setup.returned',
        payload: { setupRef, subscriptionId: cardSetup.subscriptionId },
        event: null,
        cardSetup,
      });
    return cardSetup;
  }

  /** The demo card setup page's setup, when its link or form is the one the shop signed (else 404). */
  demoSetup(
    subscriptionId: unknown,
    fields: Record<string, unknown>,
  ): { demo: DemoProvider; setup: DemoSetup } {
    const demo = this.providers.cardOnFile();
    const { customer, setup: setupRef, token } = fields;
    if (
      demo?.name === 'demo' &&
      isUuid(subscriptionId) &&
      isDemoCustomer(customer) &&
      isDemoSetupRef(setupRef)
    ) {
      const setup = { subscriptionId: subscriptionId as string, customer, setupRef };
      if ((demo as DemoProvider).validSetupToken(setup, token)) return { demo: demo as DemoProvider, setup };
    }
    throw notFound('Not found');
  }

  /** A button of the demo setup page: a signed event through the pipeline, like Stripe's webhook. */
  async demoSetupButton(subscriptionId: unknown, fields: Record<string, unknown>): Promise<string> {
    const { demo, setup } = this.demoSetup(subscriptionId, fields);
    await this.webhook('demo', demo.setupEvent(setup, fields.card === '0341' ? '0341' : '4242'));
    return setup.subscriptionId;
  }

  async findOrder(orderId: unknown): Promise<Order> {
    const order = isUuid(orderId)
      ? await this.dataSource.getRepository(Order).findOneBy({ id: orderId as string })
      : null;
    if (!order) throw notFound(orderMessages.orderNotFound);
    return order;
  }
}
