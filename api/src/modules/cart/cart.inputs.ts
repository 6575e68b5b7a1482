import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Allow } from 'class-validator';
import { Check } from '../../common/check';
import { Product } from '../catalog/product.entity';
import { CartItem } from './cart-item.entity';
import { guestQuantityProblem, quantityProblem } from './cart.rules';

@InputType({ description: 'One line of the local guest cart' })
export class GuestCartItemInput {
  @Field(() => ID, { description: 'A product id; lines naming no product in the catalog are skipped' })
  productId: string;

  @Field(() => Int, {
    defaultValue: 1,
    description: 'A whole number of at least 1 (BAD_USER_INPUT otherwise); above 99 taken as 99',
  })
  @Check(guestQuantityProblem)
  quantity: number;
}

@ObjectType({ description: 'The cart after mergeGuestCart, and what the guest lines replaced' })
export class MergeGuestCartResult {
  @Field(() => [CartItem], { description: 'The whole cart after the merge' })
  cart: CartItem[];

  @Field(() => [Product], { description: 'Products the guest lines replaced (one of each type)' })
  replaced: Product[];
}

/** The REST body of POST /api/cart; GraphQL's addToCart arguments carry the same values. */
export class AddToCartBody {
  /** Looked up in the catalog as sent: anything that is not a product's id is 'Product not found'. */
  @Allow()
  productId: unknown;

  /** Absent or null: 1. */
  @Check((value) => (value === null || value === undefined ? undefined : quantityProblem(value)))
  quantity?: number | null;
}

/** The REST body of PUT /api/cart/{id}. */
export class UpdateCartItemBody {
  @Check(quantityProblem)
  quantity: number;
}
