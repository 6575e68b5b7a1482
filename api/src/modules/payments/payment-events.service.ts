import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../common/check';
import type { OrdersService } from '../orders/orders.service';
import type { CardSetupListener, ProviderName, VerifiedDelivery } from './payment-provider';

export type DeliveryOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The one pipeline every verified provider event goes through (webhooks, the buyer's return, the
 * demo page, an admin's record of a bank transfer). The event is stored once, unique on (provider,
 * event id); only the statement that inserts it hands it to the order, in the same transaction,
 * so the same delivery ten times, or racing the buyer's return, makes one transition.
 */
export class PaymentEventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
  ) {}

  private cardSetupListener: CardSetupListener | undefined;

  /** Who keeps a card saved on the provider's setup page (the billing module). */
  setCardSetupListener(listener: CardSetupListener): void {
    this.cardSetupListener = listener;
  }

  async receive(provider: ProviderName, delivery: VerifiedDelivery): Promise<DeliveryOutcome> {
    const setup = delivery.cardSetup;
    if (setup) {
      const listener = this.cardSetupListener;
      const outcome = await this.dataSource.transaction(async (manager) => {
        if (!(await this.store(manager, provider, delivery, null))) return 'duplicate';
        await listener?.cardSaved(manager, setup);
        return 'applied';
      });
      if (outcome === 'applied') await listener?.afterCardSaved(setup);
      return outcome;
    }
    // A type the shop does not act on is answered 200 and not kept.
    if (!delivery.event) return 'ignored';
    return this.dataSource.transaction((manager) => this.receiveIn(manager, provider, delivery));
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
    if (!(await this.store(manager, provider, delivery, orderId))) return 'duplicate';
    if (orderId) await this.orders.applyPaymentEvent(manager, { ...event, orderId });
    return 'applied';
  }

  /** Stores the delivery once (unique on provider and event id); false when it was stored before. */
  private async store(
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
