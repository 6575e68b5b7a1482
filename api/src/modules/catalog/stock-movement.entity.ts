import { Field, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What moved a device's stock. */
export enum StockMovementKind {
  adjust = 'adjust',
  reserve = 'reserve',
  release = 'release',
  sale = 'sale',
  return = 'return',
}
registerEnumType(StockMovementKind, {
  name: 'StockMovementKind',
  description: 'What changed the stock',
  valuesConfig: {
    adjust: { description: "An admin's adjustment (a delivery, a count, damage): on hand changes" },
    reserve: { description: 'An order placed unpaid holds units: reserved goes up' },
    release: {
      description: 'An unpaid order ended (expired or cancelled): its reserved units are free again',
    },
    sale: { description: 'An order was paid: its units leave on hand and reserved' },
    return: {
      description: 'A paid, unshipped order was cancelled or fully refunded: its units are back on hand',
    },
  },
});

/** One row of a device's stock ledger; rows are only ever added. */
@ObjectType({ description: "A change of a device's stock (a ledger row: never changed afterwards)" })
@Entity('stock_movements')
@Index('IDX_stock_movements_product_created', ['productId', 'createdAt', 'id'])
export class StockMovement {
  @Field(() => ID, { description: 'The movement id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The device whose stock changed' })
  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Field(() => StockMovementKind, { description: 'adjust, reserve, release, sale or return' })
  @Column({ type: 'varchar', length: 20 })
  kind: StockMovementKind;

  @Field(() => Int, { description: 'The change of units on hand (negative: units left)' })
  @Column({ type: 'int' })
  delta: number;

  @Field(() => Int, { description: 'The change of reserved units (reserve +, release and sale -)' })
  @Column({ name: 'reserved_delta', type: 'int', default: 0 })
  reservedDelta: number;

  @Field({ description: "Why: the admin's reason, or what the order did" })
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Field(() => ID, { nullable: true, description: 'The order that caused it; null for an adjustment' })
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The admin who adjusted; null for order-driven rows, token adjustments and deleted accounts',
  })
  @Column({ name: 'actor_user_id', type: 'uuid', nullable: true })
  actorUserId: string | null;

  @Field(() => ID, { nullable: true, description: 'The API token that adjusted, if one did' })
  @Column({ name: 'actor_token_id', type: 'uuid', nullable: true })
  actorTokenId: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
