import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';
import type { Order } from './order.entity';

@ObjectType({ description: 'The product as it was when ordered (spec section 3: order item product)' })
export class OrderedProduct {
  @Field(() => ID, { nullable: true, description: 'Null when the product was since removed' })
  id: string | null;

  @Field({ description: 'Product name when ordered, e.g. "Pro Package"' })
  name: string;

  @Field({ description: 'Product description when ordered' })
  description: string;

  @Field({ description: 'device or subscription' })
  type: string;

  @Field({ description: 'light or pro for devices; flexi, secure or ultimate for plans' })
  category: string;

  @Field(() => Int, { nullable: true, description: 'Months of service (plans only); null for devices' })
  duration: number | null;
}

/** A snapshot of what was bought: name and unit price stay as they were when ordered. */
@ObjectType({ description: 'One line of an order: what was bought, at what unit price, how many' })
@Entity('order_items')
export class OrderItem {
  @Field(() => ID, { description: 'The order line id (uuid)' })
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

  @Field({ description: 'Unit price in EUR (VAT included) when ordered' })
  @Column(moneyColumn)
  price: string;

  @Field(() => Int, { description: 'How many: 1 to 99' })
  @Column({ type: 'int' })
  quantity: number;

  /** Built from the snapshot columns: no query, and unaffected by later catalog changes. */
  @Field(() => OrderedProduct, {
    description: 'The product as it was when ordered (later catalog changes do not show)',
  })
  get product(): OrderedProduct {
    return {
      id: this.productId,
      name: this.productName,
      description: this.productDescription,
      type: this.productType,
      category: this.productCategory,
      duration: this.duration,
    };
  }
}
