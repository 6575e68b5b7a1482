import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';
import type { Order } from './order.entity';

/** A snapshot of what was bought: name and unit price stay as they were when ordered. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  @ManyToOne('Order', 'items', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @Column({ name: 'product_name', type: 'varchar' })
  productName: string;

  @Column({ name: 'product_description', type: 'text', default: '' })
  productDescription: string;

  @Column({ name: 'product_type', type: 'varchar', length: 20 })
  productType: string;

  @Column({ name: 'product_category', type: 'varchar', length: 40 })
  productCategory: string;

  @Column({ name: 'duration', type: 'int', nullable: true })
  duration: number | null;

  @Column(moneyColumn)
  price: string;

  @Column({ type: 'int' })
  quantity: number;
}
