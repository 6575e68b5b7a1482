import * as yup from 'yup';
import { isEmailAddress } from '../../lib/email';

/** Spec section 5, checkout steps 1-3: the exact messages, in the order the fields appear. */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phone: 'Phone number is required',
  password: 'Password is required',
  passwordLength: 'Password must be at least 6 characters',
  confirmPassword: 'Passwords do not match',
  street: 'Street address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  country: 'Country is required',
} as const;

export const MIN_PASSWORD_LENGTH = 6;

export type AccountType = 'guest' | 'create';

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

const isBlank = (value: string | undefined | null) => !value || value.trim() === '';
/**
 * The email rule as the spec words it: required (trimmed), and without a valid '@' address the
 * message is 'Please enter a valid email' — which overrides the required message, so an empty
 * email shows it too.
 */
export function emailError(value: string | undefined | null): string | undefined {
  let error: string | undefined;
  if (isBlank(value)) error = CHECKOUT_MESSAGES.emailRequired;
  if (!isEmailAddress((value ?? '').trim())) error = CHECKOUT_MESSAGES.emailInvalid;
  return error;
}

const requiredText = (message: string) =>
  yup
    .string()
    .default('')
    .test('required', message, (value) => !isBlank(value));

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
  accountType: yup.mixed<AccountType>().oneOf(['guest', 'create']).required().default('guest'),
  password: yup
    .string()
    .default('')
    .when('accountType', {
      is: 'create',
      then: (s) =>
        s.required(CHECKOUT_MESSAGES.password).min(MIN_PASSWORD_LENGTH, CHECKOUT_MESSAGES.passwordLength),
    }),
  confirmPassword: yup
    .string()
    .default('')
    .when('accountType', {
      is: 'create',
      then: (s) =>
        s.test('matches', CHECKOUT_MESSAGES.confirmPassword, (value, ctx) => value === ctx.parent.password),
    }),
});

export const addressSchema: yup.ObjectSchema<AddressValues> = yup.object({
  street: requiredText(CHECKOUT_MESSAGES.street),
  city: requiredText(CHECKOUT_MESSAGES.city),
  postalCode: requiredText(CHECKOUT_MESSAGES.postalCode),
  country: requiredText(CHECKOUT_MESSAGES.country),
});
