import { loadPaymentsConfig, sellingMethods } from './payments.config';

const dev = { production: false, development: true };
const prod = { production: true, development: false };
const test = { production: false, development: false };

describe('the demo provider is for development', () => {
  it('is on in `npm run dev`, off in tests, and off under `npm start` unless PAYMENTS_DEMO=1 says so', () => {
    expect(loadPaymentsConfig({}, dev).demo).toBe(true);
    expect(loadPaymentsConfig({}, test).demo).toBe(false);
    expect(loadPaymentsConfig({}, prod).demo).toBe(false);
    expect(loadPaymentsConfig({ PAYMENTS_DEMO: '1' }, prod).demo).toBe(true);
    expect(loadPaymentsConfig({ PAYMENTS_DEMO: '0' }, dev).demo).toBe(false);
  });

  it('sells by card and PayPal through the demo, by bank transfer only with bank details', () => {
    expect(sellingMethods(loadPaymentsConfig({}, prod))).toEqual([]);
    expect(sellingMethods(loadPaymentsConfig({}, dev))).toEqual(['stripe', 'paypal']);
    const bank = loadPaymentsConfig(
      {
        BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
        BANK_TRANSFER_BIC: 'cobadeffxxx',
        BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
      },
      prod,
    );
    expect(sellingMethods(bank)).toEqual(['bank_transfer']);
    expect(bank.bankTransfer).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      holder: 'HomeTunnel AG',
    });
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }, prod)).toThrow(
      'Card payments (Stripe) needs all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET; missing STRIPE_WEBHOOK_SECRET',
    );
  });
});
