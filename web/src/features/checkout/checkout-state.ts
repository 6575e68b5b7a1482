import { accountSchema, emptyCheckout, personalSchema, type CheckoutValues } from './checkout-schema';
import {
  CHECKOUT_STATE_KEY,
  isText,
  readOrder,
  readStoredCheckout,
  sessionStore,
  type PlacedOrder,
} from './checkout-storage';
import type { StepNumber } from './step-indicator';

export { CHECKOUT_STATE_KEY, type PlacedOrder };

/**
 * What one checkout remembers across reloads, Back and Forward: kept in sessionStorage (this tab
 * only, gone when it closes) and never the password, which lives in memory alone.
 */
/** Each step's URL is `/checkout?step=<slug>`; `/checkout` alone is the entry (step 1). */
export const STEP_SLUGS: Record<StepNumber, string> = {
  1: 'personal',
  2: 'account',
  3: 'address',
  4: 'summary',
  5: 'confirmation',
};

export type StoredValues = Omit<CheckoutValues, 'password' | 'confirmPassword'>;

export interface CheckoutState {
  values: StoredValues;
  /** The checkout saved at step 3; saving again updates it (one checkout, one order). */
  checkoutId: string | null;
  /** detailsKey() of the values the checkout was saved with: step 3 is done while they still match. */
  savedKey: string | null;
  /** A pay button was used (step 4 done), whether or not the order could be made. */
  paid: boolean;
  /** The order this checkout made: from then on only step 5 is shown. */
  order: PlacedOrder | null;
  joined: boolean;
  /** Sent as the order's idempotency key: one checkout, one order, even without a saved checkout. */
  attemptId: string;
}

function randomId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `attempt-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  }
}

export function newCheckoutState(values: StoredValues = storedValues(emptyCheckout)): CheckoutState {
  return {
    values,
    checkoutId: null,
    savedKey: null,
    paid: false,
    order: null,
    joined: false,
    attemptId: randomId(),
  };
}

/** The values without the password fields. */
export function storedValues(values: CheckoutValues | StoredValues): StoredValues {
  const { firstName, lastName, email, phone, accountType, street, city, postalCode, country } =
    values as CheckoutValues;
  return { firstName, lastName, email, phone, accountType, street, city, postalCode, country };
}

/** The details a saved checkout holds: when they change, the checkout must be saved again. */
export function detailsKey(values: StoredValues): string {
  const v = storedValues(values);
  return JSON.stringify([
    v.firstName.trim(),
    v.lastName.trim(),
    v.email.trim(),
    v.phone.trim(),
    v.accountType,
    v.street.trim(),
    v.city.trim(),
    v.postalCode.trim(),
    v.country,
  ]);
}

function readValues(raw: unknown): StoredValues | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const values = storedValues({ ...emptyCheckout, ...(r as Partial<StoredValues>) });
  const texts = [values.firstName, values.lastName, values.email, values.phone, values.street];
  if (![...texts, values.city, values.postalCode, values.country].every(isText)) return null;
  if (values.accountType !== 'guest' && values.accountType !== 'create') return null;
  return values;
}

/** The stored checkout of this tab, or a new one (also when storage is unavailable or damaged). */
export function loadCheckoutState(storage: Storage | null = sessionStore()): CheckoutState {
  const parsed = readStoredCheckout(storage);
  const values = parsed && readValues(parsed.values);
  if (!parsed || !values || !isText(parsed.attemptId)) return newCheckoutState();
  return {
    values,
    checkoutId: isText(parsed.checkoutId) ? parsed.checkoutId : null,
    savedKey: isText(parsed.savedKey) ? parsed.savedKey : null,
    paid: parsed.paid === true,
    order: readOrder(parsed.order),
    joined: parsed.joined === true,
    attemptId: parsed.attemptId,
  };
}

export function storeCheckoutState(state: CheckoutState, storage: Storage | null = sessionStore()): void {
  try {
    storage?.setItem(CHECKOUT_STATE_KEY, JSON.stringify({ ...state, values: storedValues(state.values) }));
  } catch {
    // Private modes without storage: the checkout still works, it just does not survive a reload.
  }
}

/** `?step=` as a step number; anything else is the entry, step 1. */
export function stepFromParam(value: string | null): StepNumber {
  const found = Object.entries(STEP_SLUGS).find(([, slug]) => slug === value);
  return found ? (Number(found[0]) as StepNumber) : 1;
}

export function stepSearch(step: StepNumber): string {
  return `?step=${STEP_SLUGS[step]}`;
}

export interface StepContext {
  /** Signed in: step 2 has nothing to ask. */
  signedIn: boolean;
  /** The password typed in this page's life (never stored). */
  password: string;
  confirmPassword: string;
}

/** The first step whose answers are missing (5 once a pay button was used). */
export function firstIncompleteStep(state: CheckoutState, context: StepContext): StepNumber {
  const { values } = state;
  if (!personalSchema.isValidSync(values)) return 1;
  const saved = state.checkoutId !== null && state.savedKey === detailsKey(values);
  const accountReady =
    values.accountType === 'guest' ||
    context.signedIn ||
    saved ||
    accountSchema.isValidSync({
      accountType: values.accountType,
      password: context.password,
      confirmPassword: context.confirmPassword,
    });
  if (!accountReady) return 2;
  if (!saved) return 3;
  if (!state.paid) return 4;
  return 5;
}

/**
 * The step to show for the one asked for: an order placed ends the checkout (only step 5), and a
 * step cannot be skipped to: asking for a later one shows the first incomplete step.
 */
export function allowedStep(requested: StepNumber, state: CheckoutState, context: StepContext): StepNumber {
  if (state.order) return 5;
  const first = firstIncompleteStep(state, context);
  return requested > first ? first : requested;
}
