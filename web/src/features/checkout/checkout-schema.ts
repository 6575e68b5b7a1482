import {
  accountMessages,
  ACCOUNT_TYPES,
  checkoutMessages,
  emailProblem,
  isBlankText,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AccountTypeName,
} from '@hometunnel/rules';
import * as yup from 'yup';
import { matchesPassword } from '../../lib/password-confirmation';

/** Spec section 5, checkout steps 1-3 (shared with the API), in the order the fields appear. */
export const CHECKOUT_MESSAGES = {
  firstName: checkoutMessages.firstName,
  lastName: checkoutMessages.lastName,
  emailRequired: accountMessages.emailRequired,
  emailInvalid: accountMessages.invalidEmail,
  phone: checkoutMessages.phone,
  password: accountMessages.passwordRequired,
  passwordLength: accountMessages.passwordTooShort,
  passwordTooLong: accountMessages.passwordTooLong,
  confirmPassword: accountMessages.passwordsDoNotMatch,
  street: checkoutMessages.street,
  city: checkoutMessages.city,
  postalCode: checkoutMessages.postalCode,
  country: checkoutMessages.country,
} as const;

export type AccountType = AccountTypeName;

export interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface AccountValues {
  accountType: AccountType;
  password: string;
  confirmPassword: string;
}

export interface AddressValues {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export type CheckoutValues = PersonalValues & AccountValues & AddressValues;

export const emptyCheckout: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  accountType: 'guest',
  password: '',
  confirmPassword: '',
  street: '',
  city: '',
  postalCode: '',
  country: '',
};

/**
 * The email rule as the spec words it: required (trimmed), but the invalid-address message
 * overrides the required one, so an empty email shows it too (the API's rule, shared).
 */
export function emailError(value: string | undefined | null): string | undefined {
  return emailProblem(value ?? '');
}

const requiredText = (message: string) =>
  yup
    .string()
    .default('')
    .test('required', message, (value) => !isBlankText(value));

export const personalSchema: yup.ObjectSchema<PersonalValues> = yup.object({
  firstName: requiredText(CHECKOUT_MESSAGES.firstName),
  lastName: requiredText(CHECKOUT_MESSAGES.lastName),
  email: yup
    .string()
    .default('')
    .test('email', (value, ctx) => {
      const message = emailError(value);
      return message ? ctx.createError({ message }) : true;
    }),
  phone: requiredText(CHECKOUT_MESSAGES.phone),
});

/** Only a new account needs a password; guests need none (and theirs is never sent). */
export const accountSchema: yup.ObjectSchema<AccountValues> = yup.object({
  accountType: yup.mixed<AccountType>().oneOf(ACCOUNT_TYPES).required().default('guest'),
  password: yup
    .string()
    .default('')
    .when('accountType', {
      is: 'create',
      then: (s) =>
        s
          .required(CHECKOUT_MESSAGES.password)
          .min(MIN_PASSWORD_LENGTH, CHECKOUT_MESSAGES.passwordLength)
          .max(MAX_PASSWORD_LENGTH, CHECKOUT_MESSAGES.passwordTooLong),
    }),
  confirmPassword: yup
    .string()
    .default('')
    .when('accountType', {
      is: 'create',
      then: (s) =>
        s
          .required(accountMessages.confirmPasswordRequired)
          .test('matches', CHECKOUT_MESSAGES.confirmPassword, matchesPassword),
    }),
});

export const addressSchema: yup.ObjectSchema<AddressValues> = yup.object({
  street: requiredText(CHECKOUT_MESSAGES.street),
  city: requiredText(CHECKOUT_MESSAGES.city),
  postalCode: requiredText(CHECKOUT_MESSAGES.postalCode),
  country: requiredText(CHECKOUT_MESSAGES.country),
});
