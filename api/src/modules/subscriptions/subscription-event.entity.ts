import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@ObjectType({
  description:
    "One step of a subscription's life (docs/billing.md): notice_sent, reminder_sent, charged, charge_failed, retry_scheduled, suspended, reactivated, plan_changed, price_changed, cancelled, expired, card_updated",
})
@Entity('subscription_events')
export class SubscriptionEvent {
  @Field(() => ID, { description: 'The event id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'subscription_id', type: 'uuid' })
  subscriptionId: string;

  @Field({ description: 'What happened' })
  @Column({ type: 'varchar', length: 30 })
  type: string;

  /** A step that happens once per period (the notice, a charge attempt): unique per subscription. */
  @Column({ name: 'step_key', type: 'varchar', length: 120, nullable: true })
  stepKey: string | null;

  @Field(() => String, { nullable: true, description: 'The amount concerned, EUR decimal string' })
  @Column({ type: 'numeric', precision: 10, scale: 2, nullable: true })
  amount: string | null;

  @Field(() => ID, { nullable: true, description: 'The renewal order concerned' })
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'More words: the new plan, the decline reason, the new price',
  })
  @Column({ type: 'varchar', length: 300, nullable: true })
  detail: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When (ISO 8601, UTC; the billing clock)' })
  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt: Date;

  /** When it was written (orders events of the same moment). */
  @Column({ name: 'recorded_at', type: 'timestamptz', insert: false, update: false })
  recordedAt: Date;
}
