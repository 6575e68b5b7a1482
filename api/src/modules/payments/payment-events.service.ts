import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../common/check';
import { logger } from '../../common/logger';
import { countPaymentEvent } from '../../observability/metrics/business-metrics';
import type { OrdersService } from '../orders/orders.service';
import type {
  CardSetupListener,
  CardSetupResult,
  NormalizedPaymentEvent,
  ProviderName,
  VerifiedDelivery,
} from './payment-provider';

export type DeliveryOutcome = 'applied' | 'duplicate' | 'ignored';

/** A card saved on a setup page is one event whether the webhook or the customer's return says it first. */
export const cardSetupEventId = (setupRef: string) => `card-setup:${setupRef}`;

/** The delivery type of a refund the shop records itself (bank transfer, demo: PaymentsService.refundOrder). */
const RECORDED_REFUND = 'refund.recorded';

/** How long a recorded refund's twin (same order, amount and reason) counts as the same request. */
export const REPEATED_REFUND_SECONDS = 60;

/**
 * The one pipeline every verified provider event goes through (webhooks, the buyer's return, the
 * demo page, an admin's record of a bank transfer). The event is stored once, unique on (provider,
 * event id); only the statement that inserts it hands it on (to the order, or a card saved on the
 * setup page to the billing module) in the same transaction, so the same delivery ten times, or
 * racing the buyer's return, makes one transition.
 */
export class PaymentEventsService {
  private cardSetupListener: CardSetupListener | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
  ) {}

  /** Who keeps a card saved on the setup page; without one such deliveries are stored and ignored. */
  setCardSetupListener(listener: CardSetupListener): void {
    this.cardSetupListener = listener;
  }

  async receive(provider: ProviderName, delivery: VerifiedDelivery): Promise<DeliveryOutcome> {
    if (delivery.cardSetup) return this.receiveCardSetup(provider, delivery, delivery.cardSetup);
    // A type the shop does not act on is answered 200 and not kept.
    const event = delivery.event;
    if (!event) return 'ignored';
    const outcome = await this.dataSource.transaction((manager) =>
      this.receiveIn(manager, provider, delivery),
    );
    // Counted once committed; a redelivery of the same event is a duplicate, not a second payment.
    if (outcome === 'applied') countPaymentEvent(provider, event.type);
    return outcome;
  }

  /**
   * The same, in the caller's transaction: the billing pass records an off-session charge's answer
   * in the transaction that holds the subscription.
   */
  async receiveIn(
    manager: EntityManager,
    provider: ProviderName,
    delivery: VerifiedDelivery,
  ): Promise<DeliveryOutcome> {
    const event = delivery.event;
    if (!event) return 'ignored';
    const orderId = isUuid(event.orderId) ? event.orderId : null;
    if (orderId) await this.orders.lockForPaymentEvent(manager, orderId);
    if (
      orderId &&
      delivery.type === RECORDED_REFUND &&
      (await this.repeatsRecordedRefund(manager, provider, { ...event, orderId }))
    )
      return 'duplicate';
    if (!(await this.insert(manager, provider, delivery, orderId))) return 'duplicate';
    if (orderId) await this.orders.applyPaymentEvent(manager, { ...event, orderId });
    return 'applied';
  }

  private async receiveCardSetup(
    provider: ProviderName,
    delivery: VerifiedDelivery,
    setup: CardSetupResult,
  ): Promise<DeliveryOutcome> {
    const listener = this.cardSetupListener;
    const outcome = await this.dataSource.transaction(async (manager) => {
      if (!(await this.insert(manager, provider, delivery, null))) return 'duplicate';
      if (!listener) return 'ignored';
      await listener.cardSaved(manager, setup);
      return 'applied';
    });
    if (outcome === 'applied' && listener) {
      // The card is kept; what follows (charging a past-due renewal again) is retried by the
      // billing pass if it fails, so the provider is not asked to deliver the event again.
      await listener.afterCardSaved(setup).catch((error: unknown) => {
        logger.warn({ err: (error as Error).message }, 'payments: after a saved card, the follow-up failed');
      });
    }
    return outcome;
  }

  /**
   * True when this refund recorded by the shop (bank transfer, demo) repeats one just recorded.
   * No provider dedupes these. The bank transfer's event id (the order, the refunded total the
   * request read, the amount: BankTransferProvider.refund) makes a repeat that read the same total
   * the same event. One that read the total after the first was written (a double click, a retry,
   * a second admin; on the embedded database a read even waits for the writing transaction) makes
   * another id: so the same amount with the same reason, recorded for the order within
   * REPEATED_REFUND_SECONDS, is this request again. It is stored once (one credit note) and the
   * repeat answers the order as the first left it. The order row is locked first, so of two at
   * once the second sees the first. A refund of the same amount meant twice gives its own reason
   * (or comes later); any other refund applies at once.
   */
  private async repeatsRecordedRefund(
    manager: EntityManager,
    provider: ProviderName,
    event: NormalizedPaymentEvent,
  ): Promise<boolean> {
    await manager.query(`SELECT 1 FROM "orders" WHERE "id" = $1 FOR UPDATE`, [event.orderId]);
    const twins: unknown[] = await manager.query(
      `SELECT 1 FROM "payment_events"
        WHERE "order_id" = $1 AND "provider" = $2 AND "type" = $3
          AND "payload"->>'amountCents' = $4 AND COALESCE("payload"->>'reason', '') = $5
          AND "received_at" > now() - make_interval(secs => $6)
        LIMIT 1`,
      [
        event.orderId,
        provider,
        RECORDED_REFUND,
        String(event.amountCents),
        event.reason ?? '',
        REPEATED_REFUND_SECONDS,
      ],
    );
    return twins.length > 0;
  }

  /** Stores the delivery; false when it was stored before (a redelivery). */
  private async insert(
    manager: EntityManager,
    provider: ProviderName,
    delivery: VerifiedDelivery,
    orderId: string | null,
  ): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO "payment_events" ("provider", "event_id", "type", "order_id", "payload")
       VALUES ($1, $2, $3, (SELECT "id" FROM "orders" WHERE "id" = $4::uuid), $5::jsonb)
       ON CONFLICT ("provider", "event_id") DO NOTHING
       RETURNING "id"`,
      [provider, delivery.eventId, delivery.type.slice(0, 80), orderId, JSON.stringify(delivery.payload)],
    );
    return inserted.length > 0;
  }
}
