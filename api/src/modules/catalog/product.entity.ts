import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';

export enum ProductType {
  device = 'device',
  subscription = 'subscription',
}
registerEnumType(ProductType, { name: 'ProductType' });

@ObjectType({ description: 'A device package or a subscription plan. Prices include VAT.' })
@Entity('products')
export class Product {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ unique: true })
  name: string;

  @Field(() => ProductType)
  @Column({ type: 'varchar', length: 20 })
  type: ProductType;

  @Field({ description: 'light or pro for devices; flexi, secure or ultimate for plans' })
  @Column({ type: 'varchar', length: 40 })
  category: string;

  @Field({ description: 'Euro amount as an exact decimal string, e.g. "249.00"' })
  @Column(moneyColumn)
  price: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => [String])
  @Column('text', { array: true, default: () => "'{}'" })
  features: string[];

  @Field(() => Int, { nullable: true, description: 'Months of service (plans only)' })
  @Column({ type: 'int', nullable: true })
  duration: number | null;

  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
