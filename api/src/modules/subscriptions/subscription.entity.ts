import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../catalog/product.entity';

@ObjectType({ description: 'A plan the customer holds (spec section 3: subscription)' })
@Entity('subscriptions')
@Index('IDX_subscriptions_user', ['userId', 'createdAt', 'id'])
export class Subscription {
  @Field(() => ID, { description: 'The subscription id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, {
    description:
      'The plan held, or the device package for a complimentary month (a device bought without a plan)',
  })
  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  /** Resolved from the in-memory catalog. */
  @Field(() => Product, {
    nullable: true,
    description: 'That product, as the catalog has it now; null if it was removed',
  })
  product?: Product;

  @Field(() => ID, { nullable: true, description: 'The paid order that granted it' })
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Field({
    description:
      'active; past_due (a renewal charge failed: the service keeps running while it is retried); suspended (still unpaid 7 days after the renewal date); cancelled (ends at endDate, does not renew); expired (ended)',
  })
  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: string;

  @Field(() => GraphQLISODateTime, {
    description:
      'When it was granted: its order marked paid, or (a guest order) the buyer verifying an account with its email (ISO 8601, UTC)',
  })
  @Column({ name: 'start_date', type: 'timestamptz' })
  startDate: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      "When the paid period ends: startDate plus the plan's months × quantity, plus one free month per device ordered with it (ISO 8601, UTC)",
  })
  @Column({ name: 'end_date', type: 'timestamptz' })
  endDate: Date;

  @Field({ description: 'Whether the plan renews at endDate' })
  @Column({ name: 'auto_renew', type: 'boolean', default: true })
  autoRenew: boolean;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When the customer cancelled the plan at the end of its paid period (it stays active until endDate and does not renew); null when not cancelled',
  })
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** The card renewals charge (docs/billing.md); null: it renews by hand, or not at all. */
  @Column({ name: 'card_provider', type: 'varchar', length: 20, nullable: true })
  cardProvider: string | null;

  @Column({ name: 'card_customer_ref', type: 'varchar', length: 255, nullable: true })
  cardCustomerRef: string | null;

  @Column({ name: 'card_ref', type: 'varchar', length: 255, nullable: true })
  cardRef: string | null;

  @Column({ name: 'card_brand', type: 'varchar', length: 30, nullable: true })
  cardBrand: string | null;

  @Column({ name: 'card_last4', type: 'varchar', length: 4, nullable: true })
  cardLast4: string | null;

  @Column({ name: 'card_exp_month', type: 'int', nullable: true })
  cardExpMonth: number | null;

  @Column({ name: 'card_exp_year', type: 'int', nullable: true })
  cardExpYear: number | null;

  /** The plan it switches to at the next renewal. */
  @Column({ name: 'next_product_id', type: 'uuid', nullable: true })
  nextProductId: string | null;

  /** The old price, kept for the renewal at `keptPriceFor` (a price change inside 30 days of it). */
  @Column({ name: 'kept_price', type: 'numeric', precision: 10, scale: 2, nullable: true })
  keptPrice: string | null;

  @Column({ name: 'kept_price_for', type: 'timestamptz', nullable: true })
  keptPriceFor: Date | null;

  @Column({ name: 'past_due_since', type: 'timestamptz', nullable: true })
  pastDueSince: Date | null;

  @Column({ name: 'last_charge_at', type: 'timestamptz', nullable: true })
  lastChargeAt: Date | null;

  /** Charges tried for the renewal at endDate (0 once it is paid). */
  @Column({ name: 'charge_attempts', type: 'int', default: 0 })
  chargeAttempts: number;

  @Field(() => GraphQLISODateTime, { description: 'When the subscription was granted (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
