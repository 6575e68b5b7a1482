import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'Someone waiting for an out-of-stock product (50 EUR discount promised)' })
@Entity('waitlist_entries')
@Index('UQ_waitlist_email_product', ['email', 'productId'], { unique: true })
export class WaitlistEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so the same person joining twice stays one entry. */
  @Field()
  @Column({ type: 'varchar' })
  email: string;

  @Field()
  @Column({ name: 'product_id', type: 'varchar', length: 100 })
  productId: string;

  @Field(() => ID, { nullable: true })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description: 'When the entry last changed (stamped by the database; change sync: filter.updatedAfter)',
  })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
