import { Field, ID, InputType, registerEnumType } from 'type-graphql';
import { Check } from '../../common/check';
import type { Language } from '@hometunnel/rules';
import { LanguageEnum, optionalLanguageRule } from '../../common/language';
import {
  accountTypeRule,
  addressRules,
  checkoutFieldDescriptions,
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
registerEnumType(AccountType, {
  name: 'AccountType',
  description: 'Checkout step 2: buy as a guest or create an account',
  valuesConfig: {
    guest: { description: 'Checkout as Guest: no account; the password is ignored' },
    create: { description: 'Create Account: registers the buyer with the password and signs them in' },
  },
});

/**
 * The flat payload of POST /api/checkout (spec section 7). Fields are declared in the order the
 * checkout steps show them, so the first message reported is the first field on screen. The
 * client's `status` is not read: a saved checkout is always `pending`.
 */
@InputType({
  description:
    'Checkout steps 1-3 (personal details, account choice, shipping address) and the product bought; each field is checked in this order and the first problem is answered with BAD_USER_INPUT and its message',
})
export class SaveCheckoutInput {
  @Field({
    description: checkoutFieldDescriptions.firstName,
  })
  @Check(personalRules.firstName)
  firstName: string;

  @Field({
    description: checkoutFieldDescriptions.lastName,
  })
  @Check(personalRules.lastName)
  lastName: string;

  @Field({ description: checkoutFieldDescriptions.email })
  @Check(personalRules.email)
  email: string;

  @Field({
    description: checkoutFieldDescriptions.phone,
  })
  @Check(personalRules.phone)
  phone: string;

  @Field(() => AccountType, {
    defaultValue: AccountType.guest,
    description:
      'guest, or create to register the buyer (CONFLICT when the email has an account; ignored when already signed in)',
  })
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

  @Field({
    description: checkoutFieldDescriptions.street,
  })
  @Check(addressRules.street)
  street: string;

  @Field({
    description: checkoutFieldDescriptions.city,
  })
  @Check(addressRules.city)
  city: string;

  @Field({
    description: checkoutFieldDescriptions.postalCode,
  })
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

  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The checkout page's language: an account created here keeps it (en when absent)",
  })
  @Check(optionalLanguageRule)
  language?: Language | null;
}
