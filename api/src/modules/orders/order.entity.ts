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
import { OrderItem } from './order-item.entity';

@ObjectType({ description: 'An order (spec section 3); money as exact decimal strings in EUR' })
@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt', 'id'])
// An expression index (lower(customer_email), created_at, id), made by its migration.
@Index('IDX_orders_customer_email', { synchronize: false })
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null for a guest order' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** One order per saved checkout: the unique index makes order creation idempotent. */
  @Column({ name: 'checkout_id', type: 'uuid', nullable: true, unique: true })
  checkoutId: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey: string | null;

  @Field({ description: 'pending, paid, shipped, delivered or cancelled' })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Field({ description: 'Subtotal + shipping, computed by the server' })
  @Column({ name: 'total_amount', ...moneyColumn })
  totalAmount: string;

  @Field()
  @Column({ name: 'subtotal_amount', ...moneyColumn })
  subtotalAmount: string;

  @Field()
  @Column({ name: 'shipping_amount', ...moneyColumn })
  shippingAmount: string;

  @Field({ description: 'VAT rate in percent applied to the subtotal' })
  @Column({ name: 'vat_rate', type: 'numeric', precision: 5, scale: 2 })
  vatRate: string;

  @Field({ description: 'VAT contained in the subtotal' })
  @Column({ name: 'vat_amount', ...moneyColumn })
  vatAmount: string;

  @Field()
  @Column({ name: 'customer_name', type: 'varchar' })
  customerName: string;

  @Field()
  @Column({ name: 'customer_email', type: 'varchar' })
  customerEmail: string;

  @Field(() => String, { nullable: true })
  @Column({ name: 'customer_phone', type: 'varchar', nullable: true })
  customerPhone: string | null;

  @Field({ description: 'paypal or stripe' })
  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod: string;

  /** JSON string {street, city, postalCode, country}, as the admin screen reads it. */
  @Field(() => String, { nullable: true })
  @Column({ name: 'shipping_address', type: 'text', nullable: true })
  shippingAddress: string | null;

  @Field(() => String, { nullable: true })
  @Column({ name: 'order_notes', type: 'text', nullable: true })
  orderNotes: string | null;

  @Field(() => [OrderItem], { description: 'Resolved in one batched query per request' })
  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime)
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
