import {
  invalidCharactersMessage,
  isBlank,
  isUnsafeText,
  labelOf,
  requiredText,
  type Rule,
} from '../../common/check';
import {
  accountMessages,
  ACCOUNT_TYPES,
  cartMessages,
  checkoutMessages as sharedCheckoutMessages,
  type AccountTypeName,
} from '@hometunnel/rules';
import { emailRule, newPasswordRule } from '../accounts/accounts.rules';

export type { AccountTypeName };

/** Spec section 5, checkout steps 1-3 (shared with the web's step forms), and the API's own. */
export const checkoutMessages = {
  ...sharedCheckoutMessages,
  tooMany: 'Too many checkouts from this address. Please try again later.',
  invalidEmail: accountMessages.invalidEmail,
  accountType: `Account type must be ${ACCOUNT_TYPES.map((type) => `'${type}'`).join(' or ')}`,
  passwordsDoNotMatch: accountMessages.passwordsDoNotMatch,
  productRequired: cartMessages.emptyCart,
  checkoutNotFound: 'Checkout not found',
  alreadyOrdered: 'An order has already been placed for this checkout. Start a new checkout to order again.',
} as const;

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface AddressDetails {
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

/** The longest each checkout text field may be (trimmed), and its name in messages. */
const FIELDS = {
  firstName: { max: 100, label: 'First name' },
  lastName: { max: 100, label: 'Last name' },
  phone: { max: 50, label: 'Phone' },
  street: { max: 200, label: 'Street' },
  city: { max: 100, label: 'City' },
  postalCode: { max: 20, label: 'Postal code' },
  country: { max: 100, label: 'Country' },
} as const;

const required = (field: keyof typeof FIELDS) =>
  requiredText(checkoutMessages[field], FIELDS[field].max, { label: FIELDS[field].label });

/**
 * The spec lists 'Email is required' but says the '@' check overrides it, so an empty email
 * answers 'Please enter a valid email' too (the accounts rule, which also trims).
 */
export const personalRules: Readonly<Record<keyof PersonalDetails, Rule>> = {
  firstName: required('firstName'),
  lastName: required('lastName'),
  email: emailRule,
  phone: required('phone'),
};

export const addressRules: Readonly<Record<keyof AddressDetails, Rule>> = {
  street: required('street'),
  city: required('city'),
  postalCode: required('postalCode'),
  country: required('country'),
};

const describeRequired = (field: keyof typeof FIELDS, name: string) =>
  `${name}: required, at most ${FIELDS[field].max} characters (trimmed); BAD_USER_INPUT '${checkoutMessages[field]}'`;

/**
 * The GraphQL descriptions of these fields, built from the same limits and messages (a message
 * has one home: the rules package).
 */
export const checkoutFieldDescriptions = {
  firstName: describeRequired('firstName', 'First name'),
  lastName: describeRequired('lastName', 'Last name'),
  email: `A valid email address (trimmed); BAD_USER_INPUT '${checkoutMessages.invalidEmail}'`,
  phone: describeRequired('phone', 'Phone number'),
  street: describeRequired('street', 'Street address'),
  city: describeRequired('city', 'City'),
  postalCode: describeRequired('postalCode', 'Postal code'),
} as const;

/** Missing means guest (the lighter choice); anything else but the two names is refused. */
export const accountTypeRule: Rule = (value) =>
  value === undefined || value === null || (ACCOUNT_TYPES as readonly unknown[]).includes(value)
    ? undefined
    : checkoutMessages.accountType;

const createsAccount = (input: object): boolean =>
  (input as { accountType?: unknown }).accountType === 'create';

/** Password rules apply only when creating an account; guests' passwords are dropped. */
export const checkoutPasswordRule: Rule = (value, input) =>
  createsAccount(input) ? newPasswordRule(value, input) : undefined;

/** confirmPassword is optional on the wire (the spec's payload lacks it); when sent it must match. */
export const confirmPasswordRule: Rule = (value, input) => {
  if (!createsAccount(input) || value === undefined || value === null) return undefined;
  return value === (input as { password?: unknown }).password
    ? undefined
    : checkoutMessages.passwordsDoNotMatch;
};

export const productRequiredRule: Rule = (value) =>
  isBlank(value) || typeof value !== 'string' ? checkoutMessages.productRequired : undefined;

/** The first problem of a details object, checking fields in the order the steps show them. */
export function detailsProblem(personal: unknown, address: unknown): string | undefined {
  const check = (rules: Readonly<Record<string, Rule>>, raw: unknown): string | undefined => {
    const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    for (const [field, rule] of Object.entries(rules)) {
      // Order details skip the Check decorator (they are read by the service): NUL bytes and lone
      // surrogates are refused here too, so no field rule can let one through to the database.
      const value = source[field];
      const unsafe = !isBlank(value) && typeof value === 'string' && isUnsafeText(value);
      const problem = unsafe ? invalidCharactersMessage(labelOf(field)) : rule(value, source);
      if (problem) return problem;
    }
    return undefined;
  };
  return check(personalRules, personal) ?? check(addressRules, address);
}

/** Trimmed copies, so what is stored is what passed the emptiness checks. */
export function cleanPersonal(raw: PersonalDetails): PersonalDetails {
  return {
    firstName: raw.firstName.trim(),
    lastName: raw.lastName.trim(),
    email: raw.email.trim(),
    phone: raw.phone.trim(),
  };
}

export function cleanAddress(raw: AddressDetails): AddressDetails {
  return {
    street: raw.street.trim(),
    city: raw.city.trim(),
    postalCode: raw.postalCode.trim(),
    country: raw.country.trim(),
  };
}

/** An earlier save's id (optional): any other type is a checkout that cannot be found. */
export const savedCheckoutIdRule: Rule = (value) =>
  value === undefined || value === null || typeof value === 'string'
    ? undefined
    : checkoutMessages.checkoutNotFound;
