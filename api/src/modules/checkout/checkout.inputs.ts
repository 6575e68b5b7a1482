import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { Check } from '../../common/check';
import {
  accountTypeRule,
  addressRules,
  checkoutPasswordRule,
  confirmPasswordRule,
  personalRules,
  productRequiredRule,
  savedCheckoutIdRule,
  type AccountTypeName,
} from './checkout.rules';

export enum AccountType {
  guest = 'guest',
  create = 'create',
}
registerEnumType(AccountType, { name: 'AccountType' });

/**
 * The flat payload of POST /api/checkout (spec section 7). Fields are declared in the order the
 * checkout steps show them, so the first message reported is the first field on screen. The
 * client's `status` is not read: a saved checkout is always `pending`.
 */
@InputType()
export class SaveCheckoutInput {
  @Field()
  @Check(personalRules.firstName)
  firstName: string;

  @Field()
  @Check(personalRules.lastName)
  lastName: string;

  @Field()
  @Check(personalRules.email)
  email: string;

  @Field()
  @Check(personalRules.phone)
  phone: string;

  @Field(() => AccountType, { defaultValue: AccountType.guest })
  @Check(accountTypeRule)
  accountType: AccountTypeName;

  @Field(() => String, {
    nullable: true,
    description: "Required (6+ characters) when accountType is 'create'",
  })
  @Check(checkoutPasswordRule)
  password?: string | null;

  @Field(() => String, { nullable: true, description: 'Optional; must equal password when sent' })
  @Check(confirmPasswordRule)
  confirmPassword?: string | null;

  @Field()
  @Check(addressRules.street)
  street: string;

  @Field()
  @Check(addressRules.city)
  city: string;

  @Field()
  @Check(addressRules.postalCode)
  postalCode: string;

  @Field({ description: 'ISO code or country name' })
  @Check(addressRules.country)
  country: string;

  @Field(() => ID, { description: 'The cart item the checkout is for (the device when there is one)' })
  @Check(productRequiredRule)
  productId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'The checkout saved earlier in this checkout: it is updated in place (a checkout that already has an order is refused with CONFLICT)',
  })
  @Check(savedCheckoutIdRule)
  checkoutId?: string | null;
}
