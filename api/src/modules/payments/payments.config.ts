import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * The settings that switch selling on. Each provider is enabled by its own settings; with none of
 * them (the default), every checkout keeps the spec's pre-order flow (the waitlist step).
 */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: a base URL the SDK is pointed at (a local fake); unset: Stripe itself. */
  apiUrl: string | undefined;
}

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** PAYPAL_API_URL: the sandbox unless set (the live URL in production settings). */
  apiUrl: string;
}

export interface BankTransferSettings {
  iban: string;
  bic: string;
  holder: string;
}

export interface PaymentsConfig {
  stripe: StripeSettings | undefined;
  paypal: PayPalSettings | undefined;
  bankTransfer: BankTransferSettings | undefined;
  /** PAYMENTS_DEMO: a demo page of ours pays or declines card and PayPal orders (development, browser tests). */
  demo: boolean;
  /** RESERVATION_MINUTES: how long an unpaid order holds its device (a bank transfer: BANK_TRANSFER_HOLD_DAYS). */
  reservationMinutes: number;
  bankTransferHoldDays: number;
  /** RESERVATION_EXPIRY_INTERVAL_MS: how often each instance ends overdue reservations; 0 schedules none. */
  reservationExpiryIntervalMs: number;
}

export interface SellerConfig {
  name: string;
  address: string;
  vatId: string;
}

export const PAYPAL_SANDBOX_URL = 'https://api-m.sandbox.paypal.com';

type Env = Record<string, string | undefined>;

function all<K extends string>(env: Env, names: readonly K[], what: string): Record<K, string> | undefined {
  const values = names.map((name) => env[name]?.trim() ?? '');
  const set = values.filter(Boolean).length;
  if (set === 0) return undefined;
  if (set < names.length)
    throw new Error(
      `${what} needs all of ${names.join(', ')}; missing ${names.filter((_, i) => !values[i]).join(', ')}`,
    );
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<K, string>;
}

function baseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/**
 * The account buyers pay into, checked when the settings are read: a mistyped IBAN or BIC fails
 * startup, naming the setting, rather than a shop that offers "Pay by Bank Transfer" without its
 * GiroCode (which cannot be made for an invalid account) and with details no bank accepts.
 */
function bankAccount(ibanRaw: string, bicRaw: string): { iban: string; bic: string } {
  const iban = electronicFormatIBAN(ibanRaw) ?? '';
  if (!isValidIBAN(iban)) throw new Error(`BANK_TRANSFER_IBAN must be a valid IBAN, got "${ibanRaw}"`);
  const bic = bicRaw.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(bic))
    throw new Error(`BANK_TRANSFER_BIC must be a valid BIC (8 or 11 characters), got "${bicRaw}"`);
  return { iban, bic };
}

function positiveInteger(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

/** `production`: the demo provider is refused there unless PAYMENTS_DEMO=1 says so in so many words. */
export function loadPaymentsConfig(
  env: Env,
  mode: { production: boolean; development: boolean },
): PaymentsConfig {
  const stripe = all(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const, 'Card payments (Stripe)');
  const paypal = all(
    env,
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const,
    'PayPal',
  );
  const bank = all(
    env,
    ['BANK_TRANSFER_IBAN', 'BANK_TRANSFER_BIC', 'BANK_TRANSFER_HOLDER'] as const,
    'Bank transfer',
  );
  const demoRaw = env.PAYMENTS_DEMO?.trim().toLowerCase();
  const demo = demoRaw ? ['1', 'true', 'yes', 'on'].includes(demoRaw) : mode.development && !mode.production;
  return {
    stripe: stripe && {
      secretKey: stripe.STRIPE_SECRET_KEY,
      webhookSecret: stripe.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL?.trim() ? baseUrl('STRIPE_API_URL', env.STRIPE_API_URL.trim()) : undefined,
    },
    paypal: paypal && {
      clientId: paypal.PAYPAL_CLIENT_ID,
      clientSecret: paypal.PAYPAL_CLIENT_SECRET,
      webhookId: paypal.PAYPAL_WEBHOOK_ID,
      apiUrl: baseUrl('PAYPAL_API_URL', env.PAYPAL_API_URL?.trim() || PAYPAL_SANDBOX_URL),
    },
    bankTransfer: bank && {
      ...bankAccount(bank.BANK_TRANSFER_IBAN, bank.BANK_TRANSFER_BIC),
      holder: bank.BANK_TRANSFER_HOLDER,
    },
    demo,
    reservationMinutes: positiveInteger(env, 'RESERVATION_MINUTES', 30, 1),
    bankTransferHoldDays: positiveInteger(env, 'BANK_TRANSFER_HOLD_DAYS', 14, 1),
    reservationExpiryIntervalMs: positiveInteger(env, 'RESERVATION_EXPIRY_INTERVAL_MS', 30_000, 0),
  };
}

export function loadSellerConfig(env: Env, brandName: string): SellerConfig {
  return {
    name: env.SELLER_NAME?.trim() || `${brandName} AG`,
    address: env.SELLER_ADDRESS?.trim() || 'Bahnhofstrasse 1, 8001 Zürich, Switzerland',
    vatId: env.SELLER_VAT_ID?.trim() || 'CHE-123.456.789 MWST',
  };
}

/** The payment methods that take money with these settings (the rest keep the pre-order flow). */
export function sellingMethods(payments: PaymentsConfig): ('stripe' | 'paypal' | 'bank_transfer')[] {
  const methods: ('stripe' | 'paypal' | 'bank_transfer')[] = [];
  if (payments.stripe || payments.demo) methods.push('stripe');
  if (payments.paypal || payments.demo) methods.push('paypal');
  if (payments.bankTransfer) methods.push('bank_transfer');
  return methods;
}
