import { Field, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The details a buyer entered in checkout steps 1-3 (spec section 3, "Checkout data"). */
@ObjectType({ description: 'A saved checkout; pass its id to createOrderFromCheckout' })
@Entity('checkouts')
export class Checkout {
  @Field(() => ID, {
    description: 'The checkout id (uuid): pass it as checkoutData.checkoutId when placing the order',
  })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true, description: 'The buyer, when signed in (or just registered)' })
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Field({ description: 'Personal details: first name (trimmed)' })
  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Field({ description: 'Personal details: last name (trimmed)' })
  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  @Field({ description: 'Personal details: email address (trimmed)' })
  @Column({ type: 'varchar' })
  email: string;

  @Field({ description: 'Personal details: phone number as entered (trimmed)' })
  @Column({ type: 'varchar' })
  phone: string;

  @Field({ description: 'Shipping address: street and number' })
  @Column({ type: 'varchar' })
  street: string;

  @Field({ description: 'Shipping address: city' })
  @Column({ type: 'varchar' })
  city: string;

  @Field({ description: 'Shipping address: postal code' })
  @Column({ name: 'postal_code', type: 'varchar' })
  postalCode: string;

  @Field({ description: 'ISO code when the country is known, else the text entered' })
  @Column({ type: 'varchar' })
  country: string;

  @Field({ description: "'guest' or 'create' (an account was made at this checkout)" })
  @Column({ name: 'account_type', type: 'varchar', length: 10 })
  accountType: 'guest' | 'create';

  @Field(() => ID, {
    nullable: true,
    description: 'The product the checkout is for (the device when the cart has one)',
  })
  @Column({ name: 'product_id', type: 'uuid', nullable: true })
  productId: string | null;

  @Field({ description: "Always 'pending': a saved checkout waits for its order" })
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  @Field(() => GraphQLISODateTime, { description: 'When the checkout was first saved (ISO 8601, UTC)' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
