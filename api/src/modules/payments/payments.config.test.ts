import { loadConfig } from '../../config';
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

describe('bank details are checked when the settings are read', () => {
  const bank = {
    BANK_TRANSFER_IBAN: 'DE89 3704 0044 0532 0130 00',
    BANK_TRANSFER_BIC: 'COBADEFFXXX',
    BANK_TRANSFER_HOLDER: 'HomeTunnel AG',
  };

  it('accepts an IBAN and BIC as people write them (spaces, hyphens, lower case)', () => {
    const config = loadPaymentsConfig(
      { ...bank, BANK_TRANSFER_IBAN: 'de89-3704-0044-0532-0130-00', BANK_TRANSFER_BIC: ' coba de ff ' },
      prod,
    );
    expect(config.bankTransfer).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFF',
      holder: 'HomeTunnel AG',
    });
  });

  it.each([
    ['a wrong check digit', 'DE88 3704 0044 0532 0130 00'],
    ['a wrong length for its country', 'DE89 3704 0044 0532 0130 0'],
    ['no country', '89 3704 0044 0532 0130 00'],
    ['an account number, not an IBAN', '0532013000'],
  ])('fails startup naming BANK_TRANSFER_IBAN for %s', (_, iban) => {
    expect(() => loadPaymentsConfig({ ...bank, BANK_TRANSFER_IBAN: iban }, prod)).toThrow(
      `BANK_TRANSFER_IBAN must be a valid IBAN, got "${iban}"`,
    );
  });

  it.each([
    ['too short', 'COBADE'],
    ['a bank code with digits', 'C0BADEFFXXX'],
    ['an unknown country', 'COBAXXFFXXX'],
    ['9 characters', 'COBADEFFX'],
  ])('fails startup naming BANK_TRANSFER_BIC when it is %s', (_, bic) => {
    expect(() => loadPaymentsConfig({ ...bank, BANK_TRANSFER_BIC: bic }, prod)).toThrow(
      `BANK_TRANSFER_BIC must be a valid BIC (8 or 11 characters), got "${bic}"`,
    );
  });

  it('fails startup through the whole config, not only when a transfer is paid', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
        SESSION_SECRET: 'test-session-secret',
        ...bank,
        BANK_TRANSFER_IBAN: 'DE00 0000 0000 0000 0000 00',
      }),
    ).toThrow('BANK_TRANSFER_IBAN must be a valid IBAN, got "DE00 0000 0000 0000 0000 00"');
  });
});
