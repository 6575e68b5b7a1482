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

@Entity('orders')
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  /** One order per saved checkout: the unique index makes order creation idempotent. */
  @Column({ name: 'checkout_id', type: 'uuid', nullable: true, unique: true })
  checkoutId: string | null;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 200, nullable: true, unique: true })
  idempotencyKey: string | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Column({ name: 'total_amount', ...moneyColumn })
  totalAmount: string;

  @Column({ name: 'subtotal_amount', ...moneyColumn })
  subtotalAmount: string;

  @Column({ name: 'shipping_amount', ...moneyColumn })
  shippingAmount: string;

  @Column({ name: 'vat_rate', type: 'numeric', precision: 5, scale: 2 })
  vatRate: string;

  @Column({ name: 'vat_amount', ...moneyColumn })
  vatAmount: string;

  @Column({ name: 'customer_name', type: 'varchar' })
  customerName: string;

  @Column({ name: 'customer_email', type: 'varchar' })
  customerEmail: string;

  @Column({ name: 'customer_phone', type: 'varchar', nullable: true })
  customerPhone: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 20 })
  paymentMethod: string;

  /** JSON string {street, city, postalCode, country}, as the admin screen reads it. */
  @Column({ name: 'shipping_address', type: 'text', nullable: true })
  shippingAddress: string | null;

  @Column({ name: 'order_notes', type: 'text', nullable: true })
  orderNotes: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
