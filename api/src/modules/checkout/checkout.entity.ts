import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The details a buyer entered in checkout steps 1-3 (spec section 3, "Checkout data"). */
@ObjectType({ description: 'A saved checkout; pass its id to createOrderFromCheckout' })
@Entity('checkouts')
export class Checkout {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true, description: 'The buyer, when signed in (or just registered)' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field()
  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Field()
  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  @Field()
  @Column({ type: 'varchar' })
  email: string;

  @Field()
  @Column({ type: 'varchar' })
  phone: string;

  @Field()
  @Column({ type: 'varchar' })
  street: string;

  @Field()
  @Column({ type: 'varchar' })
  city: string;

  @Field()
  @Column({ name: 'postal_code', type: 'varchar' })
  postalCode: string;

  @Field({ description: 'ISO code when the country is known, else the text entered' })
  @Column({ type: 'varchar' })
  country: string;

  @Field()
  @Column({ name: 'account_type', type: 'varchar', length: 10 })
  accountType: 'guest' | 'create';

  @Field(() => ID, { nullable: true })
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @Field()
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Field(() => GraphQLISODateTime)
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
