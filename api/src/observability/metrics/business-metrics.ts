import { Counter } from 'prom-client';

/**
 * What the shop sells, counted where it happens (after the transaction commits), summed across
 * workers. Labels are fixed words: payment methods, providers, outcomes; never ids or amounts.
 */
const ordersPlaced = new Counter({
  name: 'hometunnel_orders_placed_total',
  help: 'Orders placed (replays of the same checkout not counted), by payment method',
  labelNames: ['payment_method'] as const,
});

const payments = new Counter({
  name: 'hometunnel_payments_total',
  help: "Providers' payment outcomes applied to orders: paid, failed or expired",
  labelNames: ['payment_provider', 'outcome'] as const,
});

const refunds = new Counter({
  name: 'hometunnel_refunds_total',
  help: 'Refunds applied to orders, by provider',
  labelNames: ['payment_provider'] as const,
});

const renewals = new Counter({
  name: 'hometunnel_renewals_total',
  help: 'Subscription renewals charged or declined by the billing pass',
  labelNames: ['outcome'] as const,
});

const LABEL = /^[a-z][a-z0-9_]{0,39}$/;
const safe = (value: string) => (LABEL.test(value) ? value : 'other');

export function countOrderPlaced(paymentMethod: string): void {
  ordersPlaced.labels(safe(paymentMethod)).inc();
}

/** A verified provider event applied to an order (duplicates excluded). */
export function countPaymentEvent(provider: string, type: 'paid' | 'failed' | 'expired' | 'refunded'): void {
  if (type === 'refunded') refunds.labels(safe(provider)).inc();
  else payments.labels(safe(provider), type).inc();
}

/** For the billing pass: one renewal charged, or declined by the customer's bank. */
export function countRenewal(outcome: 'charged' | 'declined'): void {
  renewals.labels(outcome).inc();
}

/** Series present from the start (at 0), so rates and ratios exist before the first event. */
export function initBusinessMetrics(providers: readonly string[]): void {
  for (const provider of providers) {
    for (const outcome of ['paid', 'failed', 'expired']) payments.labels(safe(provider), outcome).inc(0);
    refunds.labels(safe(provider)).inc(0);
  }
  renewals.labels('charged').inc(0);
  renewals.labels('declined').inc(0);
}
