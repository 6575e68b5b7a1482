import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Product, ProductType } from '../catalog/product.entity';

/**
 * One line of a signed-in user's cart. `productType` is copied from the product so that a unique
 * index on (user, type) enforces "one device, one subscription" inside PostgreSQL itself: two
 * concurrent adds cannot both win.
 */
@ObjectType({
  description: "One line of a signed-in customer's cart: at most one device line and one subscription line",
})
@Entity('cart_items')
@Index('UQ_cart_items_user_type', ['userId', 'productType'], { unique: true })
export class CartItem {
  @Field(() => ID, { description: 'The cart line id (uuid): pass it to updateCartItem and removeCartItem' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'product_id', type: 'uuid' })
  productId: string;

  @Column({ name: 'product_type', type: 'varchar', length: 20 })
  productType: ProductType;

  @Field(() => Int, { description: 'How many of the product: 1 to 99' })
  @Column({ type: 'int' })
  quantity: number;

  /** Resolved through the per-request product loader. */
  @Field(() => Product, { description: 'The product in this line, with its current price' })
  product?: Product;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
