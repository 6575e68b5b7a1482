import { Field, GraphQLISODateTime, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../common/decimal';
import { discountStatus, DiscountStatus, type StoredDiscountStatus } from './discounts.rules';

registerEnumType(DiscountStatus, {
  name: 'DiscountCodeStatus',
  description: 'Where a discount code stands',
  valuesConfig: {
    ISSUED: { description: 'Can be used: no order carries it and it has not expired' },
    HELD: { description: 'Carried by an order that waits for its payment (released if it is cancelled)' },
    USED: { description: 'Carried by a paid order: it cannot be used again' },
    EXPIRED: { description: 'Never used, and past its expiry' },
  },
});

@ObjectType({ description: 'A single-use discount code for one email address; money as EUR decimal strings' })
@Entity('discount_codes')
@Index('IDX_discount_codes_created', ['createdAt', 'id'])
export class DiscountCode {
  @Field(() => ID, { description: 'The code id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'What the buyer types at checkout, e.g. "HT-ABCD-EFGH"' })
  @Column({ type: 'varchar', length: 20, unique: true })
  code: string;

  @Field({ description: 'The only address that may use it (lower-cased)' })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field({ description: 'What it takes off an order, e.g. "50.00" (never more than the order total)' })
  @Column({ ...moneyColumn })
  amount: string;

  @Field(() => GraphQLISODateTime, { description: 'When it stops being usable (ISO 8601, UTC)' })
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** issued, held or used; `status` adds expired. */
  @Column({ name: 'status', type: 'varchar', length: 10, default: 'issued' })
  storedStatus: StoredDiscountStatus;

  @Field(() => ID, { nullable: true, description: 'The order that holds or used it; null while unused' })
  @Column({ name: 'order_id', type: 'uuid', nullable: true })
  orderId: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The restocked device a back-in-stock code was mailed for; null for a code issued by hand',
  })
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  /** The waitlist entry a back-in-stock code was mailed for (unique: one code per entry). */
  @Column({ name: 'waitlist_entry_id', type: 'uuid', nullable: true, unique: true })
  waitlistEntryId: string | null;

  /** The admin who issued it by hand. */
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When it was issued (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When its order was paid; null until then',
  })
  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Field(() => DiscountStatus, {
    description: 'ISSUED, HELD, USED or EXPIRED (an unused code past its expiry)',
  })
  get status(): DiscountStatus {
    return discountStatus(this.storedStatus, this.expiresAt, new Date());
  }
}
