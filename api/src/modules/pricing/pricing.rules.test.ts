import { formatCents } from '@hometunnel/rules';
import { allCountries } from './countries';
import {
  carrierCountryCode,
  cartWeightGrams,
  cartWeightKg,
  DEVICE_WEIGHTS,
  extractVat,
  type PricedLine,
  quote,
  SHIPPING_TABLE,
  shippingFeeCents,
  weightTierKg,
  type WeightLine,
} from './pricing.rules';

const PRO: PricedLine = { type: 'device', category: 'pro', unitPriceCents: 24900, quantity: 1 };
const LIGHT: PricedLine = { type: 'device', category: 'light', unitPriceCents: 14900, quantity: 1 };
const FLEXI: PricedLine = { type: 'subscription', category: 'flexi', unitPriceCents: 2900, quantity: 1 };
const SECURE: PricedLine = { type: 'subscription', category: 'secure', unitPriceCents: 7900, quantity: 1 };

function light(quantity: number): WeightLine {
  return { type: 'device', category: 'light', quantity };
}

function pro(quantity: number): WeightLine {
  return { type: 'device', category: 'pro', quantity };
}

describe('SHIPPING_TABLE', () => {
  it('is the spec table, in EUR', () => {
    const asText = Object.fromEntries(
      Object.entries(SHIPPING_TABLE).map(([zone, row]) => [zone, Object.values(row).map(formatCents)]),
    );
    expect(asText).toEqual({
      1: ['14.49', '18.99', '24.99', '32.99', '42.99'],
      2: ['16.99', '22.49', '29.99', '39.99', '52.99'],
      3: ['22.49', '29.99', '37.99', '52.99', '67.99'],
      4: ['29.99', '39.99', '54.99', '79.99', '104.99'],
      5: ['34.99', '47.99', '64.99', '94.99', '124.99'],
      6: ['39.99', '54.99', '74.99', '109.99', '144.99'],
      7: ['49.99', '69.99', '94.99', '134.99', '174.99'],
    });
  });
});

describe('cart weight', () => {
  it('weighs a pro device 2 kg and a light device 1.5 kg', () => {
    expect(cartWeightGrams([pro(1)])).toBe(2000);
    expect(cartWeightGrams([light(1)])).toBe(1500);
    expect(cartWeightKg([light(1)])).toBe(1.5);
  });

  it('treats any non-pro device category as light', () => {
    expect(cartWeightGrams([{ type: 'device', category: 'mini', quantity: 1 }])).toBe(1500);
  });

  it('weighs subscriptions nothing', () => {
    expect(cartWeightGrams([{ type: 'subscription', category: 'secure', quantity: 3 }])).toBe(0);
    expect(cartWeightGrams([])).toBe(0);
    expect(cartWeightGrams([pro(1), { type: 'subscription', category: 'ultimate', quantity: 1 }])).toBe(2000);
  });

  it('multiplies by quantity and adds devices up', () => {
    expect(cartWeightGrams([pro(2)])).toBe(4000);
    expect(cartWeightGrams([light(2)])).toBe(3000);
    expect(cartWeightGrams([pro(1), light(1)])).toBe(3500);
  });

  it('floors a cart with a device at 0.5 kg', () => {
    const featherweight = { ...DEVICE_WEIGHTS, defaultGrams: 100 };
    expect(cartWeightGrams([light(1)], featherweight)).toBe(500);
    expect(cartWeightGrams([light(4)], featherweight)).toBe(500);
    expect(cartWeightGrams([light(6)], featherweight)).toBe(600);
    expect(cartWeightGrams([{ type: 'subscription', category: 'flexi', quantity: 1 }], featherweight)).toBe(
      0,
    );
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects quantity %p', (quantity) => {
    expect(() => cartWeightGrams([light(quantity)])).toThrow(Error);
  });

  it('rejects an unknown line type', () => {
    const bad = { type: 'gift', category: 'x', quantity: 1 } as unknown as WeightLine;
    expect(() => cartWeightGrams([bad])).toThrow(Error);
  });
});

describe('weight tiers', () => {
  it.each([
    [0, 2],
    [500, 2],
    [2000, 2],
    [2001, 5],
    [5000, 5],
    [5001, 10],
    [10000, 10],
    [10001, 20],
    [20000, 20],
    [20001, 30],
    [20500, 30],
    [30000, 30],
    [35000, 30],
    [1_000_000, 30],
  ])('%d g falls in the %d kg tier', (grams, tier) => {
    expect(weightTierKg(grams)).toBe(tier);
  });

  it('rejects negative or non-numeric weights', () => {
    expect(() => weightTierKg(-1)).toThrow(Error);
    expect(() => weightTierKg(Number.NaN)).toThrow(Error);
  });
});

describe('shippingFeeCents', () => {
  it.each([
    ['DE', 1, 1449],
    ['CH', 2, 1699],
    ['RS', 3, 2249],
    ['US', 4, 2999],
    ['JP', 5, 3499],
    ['BR', 6, 3999],
    ['MN', 7, 4999],
  ])('charges %s (zone %d) %d cents for one pro device', (code, zone, cents) => {
    expect(shippingFeeCents(code, [pro(1)])).toBe(cents);
    expect(SHIPPING_TABLE[zone as 1][2]).toBe(cents);
  });

  it('moves up the tiers with weight', () => {
    expect(shippingFeeCents('DE', [pro(1), light(1)])).toBe(1899); // 3.5 kg
    expect(shippingFeeCents('DE', [pro(5)])).toBe(2499); // 10 kg exactly
    expect(shippingFeeCents('DE', [pro(10)])).toBe(3299); // 20 kg exactly
    expect(shippingFeeCents('DE', [pro(10), light(1)])).toBe(4299); // 21.5 kg
    expect(shippingFeeCents('DE', [pro(20)])).toBe(4299); // 40 kg, still the 30 kg tier
  });

  it('charges nothing without a country', () => {
    expect(shippingFeeCents(null, [pro(1)])).toBe(0);
    expect(shippingFeeCents(undefined, [pro(1)])).toBe(0);
    expect(shippingFeeCents('', [pro(1)])).toBe(0);
  });

  it('charges nothing without a device', () => {
    expect(shippingFeeCents('DE', [])).toBe(0);
    expect(shippingFeeCents('DE', [{ type: 'subscription', category: 'secure', quantity: 1 }])).toBe(0);
    expect(shippingFeeCents('ZZ', [{ type: 'subscription', category: 'secure', quantity: 1 }])).toBe(0);
  });

  it('charges an unknown country the zone 7 flat 174.99 regardless of weight', () => {
    expect(shippingFeeCents('ZZ', [light(1)])).toBe(17499);
    expect(shippingFeeCents('Atlantis', [pro(10)])).toBe(17499);
  });

  it('accepts a country name as well as a code', () => {
    expect(shippingFeeCents('Switzerland', [light(1)])).toBe(1699);
    expect(shippingFeeCents('de', [light(1)])).toBe(1449);
  });

  it('has a fee for every country in the table', () => {
    for (const c of allCountries)
      expect(shippingFeeCents(c.code, [light(1)])).toBe(SHIPPING_TABLE[c.zone][2]);
  });
});

describe('carrierCountryCode', () => {
  it('returns the ISO code of a known country', () => {
    expect(carrierCountryCode('DE')).toBe('DE');
    expect(carrierCountryCode('ch')).toBe('CH');
    expect(carrierCountryCode('United Kingdom')).toBe('GB');
  });

  it("returns 'XX' for an unknown country", () => {
    expect(carrierCountryCode('ZZ')).toBe('XX');
    expect(carrierCountryCode(null)).toBe('XX');
  });
});

describe('extractVat', () => {
  it.each([
    ['100.00 at 19 %', 10000, '19', 1597, 8403],
    ['100.00 at 25.5 %', 10000, '25.5', 2032, 7968],
    ['100.00 at 8.1 %', 10000, '8.1', 749, 9251],
    ['100.00 at 0 %', 10000, '0', 0, 10000],
    ['149.00 at 8.1 %', 14900, '8.1', 1116, 13784],
    ['328.00 at 19 %', 32800, '19', 5237, 27563],
    ['249.00 at 27 %', 24900, '27', 5294, 19606],
    ['0.01 at 19 % rounds down to 0', 1, '19', 0, 1],
    ['0.03 at 21 % rounds 0.52 up to 1', 3, '21', 1, 2],
  ])('%s', (_label, gross, rate, vat, net) => {
    expect(extractVat(gross, rate)).toEqual({ vatCents: vat, netCents: net });
  });

  it('always splits the gross exactly into VAT + net', () => {
    for (let gross = 0; gross < 2000; gross += 7) {
      for (const rate of ['19', '25.5', '8.1', '17', '27']) {
        const { vatCents, netCents } = extractVat(gross, rate);
        expect(vatCents + netCents).toBe(gross);
        expect(Number.isInteger(vatCents)).toBe(true);
      }
    }
  });
});

describe('quote', () => {
  it('Germany with Pro + Secure: 328.00 + 14.49 = 342.49', () => {
    const q = quote({ countryCode: 'DE', lines: [PRO, SECURE] });
    expect(q).toEqual({
      subtotalCents: 32800,
      vatRate: '19',
      vatCents: 5237,
      netCents: 27563,
      shippingCents: 1449,
      discountCents: 0,
      totalCents: 34249,
      countryName: 'Germany',
      carrierCode: 'DE',
    });
    expect(formatCents(q.totalCents)).toBe('342.49');
  });

  it('Switzerland with Light: 149.00 + 16.99 = 165.99', () => {
    const q = quote({ countryCode: 'CH', lines: [LIGHT] });
    expect(q).toMatchObject({ subtotalCents: 14900, vatRate: '8.1', shippingCents: 1699, totalCents: 16599 });
    expect(q.countryName).toBe('Switzerland');
    expect(formatCents(q.totalCents)).toBe('165.99');
  });

  it('multiplies by quantity', () => {
    const q = quote({
      countryCode: 'FR',
      lines: [
        { ...PRO, quantity: 2 },
        { ...FLEXI, quantity: 3 },
      ],
    });
    expect(q.subtotalCents).toBe(2 * 24900 + 3 * 2900);
    expect(q.shippingCents).toBe(1899); // 4 kg → 5 kg tier
    expect(q.totalCents).toBe(q.subtotalCents + 1899);
    expect(q.vatCents + q.netCents).toBe(q.subtotalCents);
  });

  it('subscription-only cart ships free but still carries VAT', () => {
    const q = quote({ countryCode: 'HU', lines: [SECURE] });
    expect(q).toMatchObject({
      subtotalCents: 7900,
      vatRate: '27',
      vatCents: 1680,
      shippingCents: 0,
      totalCents: 7900,
    });
  });

  it('unknown country: zone 7 fee, code XX, VAT 0', () => {
    const q = quote({ countryCode: 'ZZ', lines: [LIGHT] });
    expect(q).toEqual({
      subtotalCents: 14900,
      vatRate: '0',
      vatCents: 0,
      netCents: 14900,
      shippingCents: 17499,
      discountCents: 0,
      totalCents: 32399,
      countryName: 'Other',
      carrierCode: 'XX',
    });
  });

  it('no country yet: no shipping, no VAT', () => {
    const q = quote({ countryCode: null, lines: [PRO] });
    expect(q).toMatchObject({
      subtotalCents: 24900,
      vatRate: '0',
      vatCents: 0,
      shippingCents: 0,
      totalCents: 24900,
    });
  });

  it('a 50 EUR code lowers the total, and the VAT is extracted from the lower goods value', () => {
    const q = quote({ countryCode: 'DE', lines: [PRO, SECURE], discountCents: 5000 });
    // 328.00 − 50.00 = 278.00 of goods, 19 % VAT contained: 44.39; + 14.49 delivery.
    expect(q).toMatchObject({
      subtotalCents: 32800,
      discountCents: 5000,
      vatCents: 4439,
      netCents: 23361,
      shippingCents: 1449,
      totalCents: 29249,
    });
    expect(q.vatCents).toBe(extractVat(32800 - 5000, '19').vatCents);
  });

  it('a code worth more than the order makes it free, never negative, with no VAT left', () => {
    const q = quote({ countryCode: 'DE', lines: [FLEXI], discountCents: 5000 });
    expect(q).toMatchObject({
      subtotalCents: 2900,
      discountCents: 2900,
      vatCents: 0,
      netCents: 0,
      totalCents: 0,
    });
  });

  it('empty cart is all zeros', () => {
    expect(quote({ countryCode: 'DE', lines: [] })).toMatchObject({
      subtotalCents: 0,
      vatCents: 0,
      totalCents: 0,
    });
  });

  it.each([
    ['quantity 0', { ...PRO, quantity: 0 }],
    ['fractional quantity', { ...PRO, quantity: 1.5 }],
    ['negative price', { ...PRO, unitPriceCents: -1 }],
    ['fractional price', { ...PRO, unitPriceCents: 249.5 }],
  ])('rejects %s', (_label, line) => {
    expect(() => quote({ countryCode: 'DE', lines: [line] })).toThrow(Error);
  });
});
