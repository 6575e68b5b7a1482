import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';

export enum ProductType {
  device = 'device',
  subscription = 'subscription',
}
registerEnumType(ProductType, {
  name: 'ProductType',
  description: 'What a product is; a cart holds at most one of each',
  valuesConfig: {
    device: { description: 'A device package (hardware, shipped): Light or Pro' },
    subscription: { description: 'A subscription plan for a number of months: Flexi, Secure or Ultimate' },
  },
});

@ObjectType({ description: 'A device package or a subscription plan. Prices include VAT.' })
@Entity('products')
export class Product {
  @Field(() => ID, { description: 'The product id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'Display name, e.g. "Pro Package" or "Secure"; unique' })
  @Column({ unique: true })
  name: string;

  @Field(() => ProductType, { description: 'device or subscription' })
  @Column({ type: 'varchar', length: 20 })
  type: ProductType;

  @Field({ description: 'light or pro for devices; flexi, secure or ultimate for plans' })
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Field({ description: 'Euro amount as an exact decimal string, e.g. "249.00"' })
  @Column(moneyColumn)
  price: string;

  @Field({ description: 'A short marketing description, plain text' })
  @Column({ type: 'text' })
  description: string;

  @Field(() => [String], { description: 'Feature lines in display order, plain text' })
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => Int, { nullable: true, description: 'Months of service (plans only)' })
  @Column({ type: 'int', nullable: true })
  duration: number | null;

  /** Units in the warehouse, reserved ones included (devices; plans keep 0). Admin-only in GraphQL (stock.resolver.ts). */
  @Column({ name: 'stock_on_hand', type: 'int', default: 0 })
  stockOnHand: number;

  /** Units held by unpaid orders (stock_reservations); available = on hand - reserved. */
  @Column({ name: 'stock_reserved', type: 'int', default: 0 })
  stockReserved: number;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
