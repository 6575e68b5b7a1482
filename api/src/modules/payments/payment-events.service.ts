import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/check';
import { countPaymentEvent } from '../../observability/metrics/business-metrics';
import type { OrdersService } from '../orders/orders.service';
import type { ProviderName, VerifiedDelivery } from './payment-provider';

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

  async receive(provider: ProviderName, delivery: VerifiedDelivery): Promise<DeliveryOutcome> {
    const event = delivery.event;
    // A type the shop does not act on is answered 200 and not kept.
    if (!event) return 'ignored';
    const orderId = isUuid(event.orderId) ? event.orderId : null;
    const outcome = await this.dataSource.transaction(async (manager): Promise<DeliveryOutcome> => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO "payment_events" ("provider", "event_id", "type", "order_id", "payload")
         VALUES ($1, $2, $3, (SELECT "id" FROM "orders" WHERE "id" = $4::uuid), $5::jsonb)
         ON CONFLICT ("provider", "event_id") DO NOTHING
         RETURNING "id"`,
        [provider, delivery.eventId, delivery.type.slice(0, 80), orderId, JSON.stringify(delivery.payload)],
      );
      if (inserted.length === 0) return 'duplicate';
      if (orderId) await this.orders.applyPaymentEvent(manager, { ...event, orderId });
      return 'applied';
    });
    // Counted once committed; a redelivery of the same event is a duplicate, not a second payment.
    if (outcome === 'applied') countPaymentEvent(provider, event.type);
    return outcome;
  }
}
