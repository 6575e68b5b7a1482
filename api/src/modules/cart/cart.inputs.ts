import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Allow } from 'class-validator';
import { Check } from '../../common/check';
import { Product } from '../catalog/product.entity';
import { CartItem } from './cart-item.entity';
import { guestQuantityProblem, quantityProblem } from './cart.rules';

@InputType({ description: 'One line of the local guest cart' })
export class GuestCartItemInput {
  @Field(() => ID)
  productId: string;

  @Field(() => Int, { defaultValue: 1 })
  @Check(guestQuantityProblem)
  quantity: number;
}

@ObjectType()
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
