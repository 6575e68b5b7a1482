import type { Language } from '@hometunnel/rules';
import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { moneyColumn } from '../../common/decimal';
import { LanguageEnum } from '../../common/language';
import { OrderItem } from './order-item.entity';

@ObjectType({ description: 'An order (spec section 3); money as exact decimal strings in EUR' })
@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt', 'id'])
// An expression index (lower(customer_email), created_at, id), made by its migration.
@Index('IDX_orders_customer_email', { synchronize: false })
export class Order {
  @Field(() => ID, { description: 'The order id (uuid); webhook events carry it as data.id' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The buyer's account; null for a guest order (until a verified account with its email claims it) and once the account is deleted",
  })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field(() => LanguageEnum, {
    description:
      "The language of the checkout it came from: the order's mails and invoice are written in it (an account's own language wins for its mails)",
  })
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** One order per saved checkout: the unique index makes order creation idempotent. */
  @Column({ name: 'checkout_id', type: 'uuid', nullable: true, unique: true })
  checkoutId: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey: string | null;

  @Field({ description: 'pending, paid, shipped, delivered, cancelled or refunded' })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Field({
    description:
      'Subtotal + shipping − discount, computed by the server, EUR decimal string; never below 0.00',
  })
  @Column({ name: 'total_amount', ...moneyColumn })
  totalAmount: string;

  @Field({
    description: 'Sum of the lines (unit price × quantity, VAT included), EUR decimal string, e.g. "278.00"',
  })
  @Column({ name: 'subtotal_amount', ...moneyColumn })
  subtotalAmount: string;

  @Field({
    description:
      'Shipping fee for the destination and the devices\' weight, EUR decimal string; "0.00" without a device',
  })
  @Column({ name: 'shipping_amount', ...moneyColumn })
  shippingAmount: string;

  @Field({
    description:
      'What a discount code took off the order, EUR decimal string; "0.00" without one (the code is held by the order, used once it is paid)',
  })
  @Column({ name: 'discount_amount', ...moneyColumn, default: 0 })
  discountAmount: string;

  @Field({ description: 'VAT rate in percent applied to the subtotal' })
  @Column({ name: 'vat_rate', type: 'numeric', precision: 5, scale: 2 })
  vatRate: string;

  @Field({ description: 'VAT contained in the subtotal' })
  @Column({ name: 'vat_amount', ...moneyColumn })
  vatAmount: string;

  @Field({
    description:
      "The buyer's first and last name, as entered at checkout; 'Deleted customer' once the account is deleted",
  })
  @Column({ name: 'customer_name', type: 'varchar' })
  customerName: string;

  @Field({
    description:
      "The buyer's email address, as entered at checkout (trimmed); deleted@anonymised.invalid once the account is deleted",
  })
  @Column({ name: 'customer_email', type: 'varchar' })
  customerEmail: string;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's phone number as entered; null when not given or once the account is deleted",
  })
  @Column({ name: 'customer_phone', type: 'varchar', nullable: true })
  customerPhone: string | null;

  @Field({ description: 'paypal, stripe or bank_transfer' })
  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod: string;

  /** UNPAID, PENDING, PAID, FAILED, REFUNDED or PARTIALLY_REFUNDED (the GraphQL field is in the resolver). */
  @Column({ name: 'payment_status', type: 'varchar', length: 20, default: 'UNPAID' })
  paymentStatus: string;

  /** Who takes the money: stripe, paypal, bank_transfer or demo; null for a waitlist order. */
  @Column({ name: 'payment_provider', type: 'varchar', length: 20, nullable: true })
  paymentProvider: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Where to send the buyer to pay (the provider's page); null when the order goes to the waitlist step or waits for a bank transfer",
  })
  @Column({ name: 'payment_url', type: 'text', nullable: true })
  paymentUrl: string | null;

  /** The provider's id of the payment attempt (Stripe Checkout Session, PayPal order). */
  @Column({ name: 'payment_ref', type: 'varchar', length: 255, nullable: true })
  paymentRef: string | null;

  /** The provider's id of the money taken (Stripe PaymentIntent, PayPal capture): what a refund names. */
  @Column({ name: 'capture_ref', type: 'varchar', length: 255, nullable: true })
  captureRef: string | null;

  @Field({ description: 'Refunded so far, EUR decimal string; "0.00" when nothing was refunded' })
  @Column({ name: 'refunded_amount', ...moneyColumn, default: 0 })
  refundedAmount: string;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the payment was confirmed' })
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** When the bank transfer reminder went out (once). */
  @Column({ name: 'payment_reminded_at', type: 'timestamptz', nullable: true })
  paymentRemindedAt: Date | null;

  /** A provider event did not fit the order (wrong amount, paid after cancelling): a person looks. */
  @Column({ name: 'needs_review', type: 'boolean', default: false })
  needsReview: boolean;

  @Column({ name: 'review_reason', type: 'varchar', length: 300, nullable: true })
  reviewReason: string | null;

  /** JSON string {street, city, postalCode, country}, as the admin screen reads it. */
  @Field(() => String, {
    nullable: true,
    description:
      'The shipping address as a JSON string: {"street", "city", "postalCode", "country"} (country as a name); null once the account is deleted',
  })
  @Column({ name: 'shipping_address', type: 'text', nullable: true })
  shippingAddress: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The buyer's notes (at most 1,000 characters); null when none or once the account is deleted",
  })
  @Column({ name: 'order_notes', type: 'text', nullable: true })
  orderNotes: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description:
      'When the unpaid order stops holding its device (ISO 8601, UTC): the order is then cancelled and the units return. Null when it holds none (no device, out of stock: the waitlist, or no payment provider)',
  })
  @Column({ name: 'reserved_until', type: 'timestamptz', nullable: true })
  reservedUntil: Date | null;

  /** A renewal order: the subscription it renews (docs/billing.md); null for a checkout order. */
  @Field(() => ID, {
    nullable: true,
    description: 'The subscription this order renews; null for a checkout order',
  })
  @Column({ name: 'renewal_of', type: 'uuid', nullable: true })
  renewalOf: string | null;

  /** The end date the renewal starts from: one renewal order per subscription and period. */
  @Column({ name: 'renewal_period_end', type: 'timestamptz', nullable: true })
  renewalPeriodEnd: Date | null;

  @Field(() => [OrderItem], {
    description: 'The lines bought, devices first; resolved in one batched query per request',
  })
  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @Field(() => GraphQLISODateTime, { description: 'When the order was placed (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description:
      'When the order last changed, e.g. its status (ISO 8601, UTC); the key of change sync (filter.updatedAfter)',
  })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
