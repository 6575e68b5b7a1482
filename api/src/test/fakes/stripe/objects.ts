import { randomBytes } from 'node:crypto';

/** The Stripe objects the fake keeps, in Stripe's own shapes (the fields the shop reads, and a few more). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  setup_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  /** When Stripe expires the session (30 minutes to 24 hours after `created`; 24 hours unless given). */
  expires_at: number;
}

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    funding: 'credit';
    country: 'US';
  };
  created: number;
  livemode: false;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | FakePaymentMethod | null;
  status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded';
  setup_future_usage: 'off_session' | 'on_session' | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: StripeErrorBody | null;
  created: number;
  livemode: false;
}

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string | null;
  payment_method: string | FakePaymentMethod | null;
  status: 'requires_payment_method' | 'succeeded';
  usage: 'off_session';
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: FakePaymentIntent;
  payment_method?: FakePaymentMethod;
  charge?: string;
}

export type Answer = [status: number, body: unknown];

/**
 * Stripe's test cards by their last 4 digits, as they behave in test mode:
 * 4242 / 4444 always succeed; 0341 attaches to a customer but every charge fails (card_declined);
 * 3155 asks for authentication off-session (Stripe's real 3155 stops asking once set up for
 * future use; its 3184 always asks: here both always ask, which is the case the shop must handle).
 * On a Checkout payment page 0341 is refused like any declined card: save it with a setup session.
 */
export const TEST_CARDS = {
  '4242': { brand: 'visa', charge: 'succeeds' },
  '4444': { brand: 'mastercard', charge: 'succeeds' },
  '0341': { brand: 'visa', charge: 'declines' },
  '3155': { brand: 'visa', charge: 'needs_authentication' },
  '3184': { brand: 'visa', charge: 'needs_authentication' },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

export const fakeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export const invalid = (message: string, param?: string, status = 400): Answer => [
  status,
  { error: { type: 'invalid_request_error', message, ...(param && { param }) } },
];
export const missing = (kind: string, id: string, param?: string): Answer => [
  // Stripe answers 404 on a path's id and 400 on a parameter naming a missing object.
  param ? 400 : 404,
  {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param,
    },
  },
];

/** Flat Stripe form params (`a[b][c]=v`), as the SDK sends them. */
export type Params = URLSearchParams;

/** `metadata[key]=value` pairs under a prefix (`metadata`, `setup_intent_data[metadata]`). */
export function hashOf(params: Params, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  const start = `${prefix}[`;
  for (const [key, value] of params) {
    if (key.startsWith(start) && key.endsWith(']') && !key.slice(start.length, -1).includes('['))
      result[key.slice(start.length, -1)] = value;
  }
  return result;
}

/** `expand[]=x` or `expand[0]=x`: the fields to expand. */
export const expandsOf = (params: Params): string[] =>
  [...params].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
