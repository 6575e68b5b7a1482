import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Check } from '../../common/check';
import { Product } from '../catalog/product.entity';
import { CartItem } from './cart-item.entity';
import { guestQuantityProblem } from './cart.rules';

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
