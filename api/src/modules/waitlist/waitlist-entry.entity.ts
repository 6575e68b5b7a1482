import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@ObjectType({ description: 'Someone waiting for an out-of-stock product (50 EUR discount promised)' })
@Entity('waitlist_entries')
@Index('UQ_waitlist_email_product', ['email', 'productId'], { unique: true })
export class WaitlistEntry {
  @Field(() => ID, { description: 'The entry id (uuid)' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased so the same person joining twice stays one entry. */
  @Field({ description: 'Who to tell, stored trimmed and lower-cased' })
  @Column({ type: 'varchar' })
  email: string;

  @Field({ description: 'The product waited for, as sent by the web app (normally a product id)' })
  @Column({ name: 'product_id', type: 'varchar', length: 100 })
  productId: string;

  @Field(() => ID, { nullable: true, description: 'The signed-in customer who joined; null for a guest' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field(() => GraphQLISODateTime, { description: 'When the entry was made (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => GraphQLISODateTime, {
    description: 'When the entry last changed (stamped by the database; change sync: filter.updatedAfter)',
  })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
