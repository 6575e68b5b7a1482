import {
  allCountries,
  calculateVat,
  checkoutCountryOptions,
  findCountry,
  PREFERRED_COUNTRY_CODES,
  rateToBasisPoints,
  vatLookup,
} from './countries';
import { COUNTRY_DATA } from './countries.data';

const EU_CODES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

const PREFERRED_NAMES = [
  'Switzerland',
  'Germany',
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'United Kingdom',
  'United States',
];

// The spec's landing/legal standard-rate table (Luxembourg 17 per DECISIONS).
const SPEC_EU_RATES: Record<string, string> = {
  Austria: '20',
  Belgium: '21',
  Bulgaria: '20',
  Croatia: '25',
  Cyprus: '19',
  'Czech Republic': '21',
  Denmark: '25',
  Estonia: '22',
  Finland: '25.5',
  France: '20',
  Germany: '19',
  Greece: '24',
  Hungary: '27',
  Ireland: '23',
  Italy: '22',
  Latvia: '21',
  Lithuania: '21',
  Luxembourg: '17',
  Malta: '18',
  Netherlands: '21',
  Poland: '23',
  Portugal: '23',
  Romania: '19',
  Slovakia: '23',
  Slovenia: '22',
  Spain: '21',
  Sweden: '25',
};

function country(code: string) {
  const found = findCountry(code);
  if (!found) throw new Error(`missing ${code}`);
  return found;
}

describe('country table', () => {
  it('holds at least 190 countries with unique, well-formed codes and names', () => {
    expect(allCountries.length).toBeGreaterThanOrEqual(190);
    const codes = allCountries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(allCountries.map((c) => c.name.toLowerCase())).size).toBe(codes.length);
    for (const c of allCountries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(c.vatRate).toMatch(/^\d{1,2}(\.\d{1,2})?$/);
      expect([1, 2, 3, 4, 5, 6, 7]).toContain(c.zone);
    }
    expect(Object.keys(COUNTRY_DATA).sort()).toEqual([...codes].sort());
  });

  it('uses every zone from 1 to 7', () => {
    expect(new Set(allCountries.map((c) => c.zone))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
  });

  it('has exactly the 27 EU members in zone 1 at the spec rates', () => {
    const zone1 = allCountries.filter((c) => c.zone === 1);
    expect(zone1).toHaveLength(27);
    expect(zone1.map((c) => c.code).sort()).toEqual([...EU_CODES].sort());
    for (const c of zone1) {
      expect(c.vatRate).toBe(SPEC_EU_RATES[c.name]);
      expect(c.currency).toBe('EUR');
    }
  });

  it.each([
    ['LU', 'Luxembourg', 1, '17', 'EUR'],
    ['FI', 'Finland', 1, '25.5', 'EUR'],
    ['HU', 'Hungary', 1, '27', 'EUR'],
    ['DE', 'Germany', 1, '19', 'EUR'],
    ['CH', 'Switzerland', 2, '8.1', 'CHF'],
    ['GB', 'United Kingdom', 2, '20', 'GBP'],
    ['NO', 'Norway', 2, '25', 'NOK'],
    ['US', 'United States', 4, '0', 'USD'],
    ['CA', 'Canada', 4, '5', 'CAD'],
    ['MX', 'Mexico', 4, '16', 'MXN'],
  ])('%s is %s, zone %d, VAT %s, %s', (code, name, zone, vatRate, currency) => {
    expect(country(code)).toEqual({ code, name, zone, vatRate, currency });
  });

  it.each([
    [2, ['IS', 'LI', 'AD', 'SM', 'MC', 'VA']],
    [3, ['RS', 'AL', 'UA', 'TR', 'IL', 'EG', 'MA']],
    [5, ['RU', 'KZ', 'CN', 'JP', 'AU', 'SA', 'AE']],
    [6, ['BR', 'AR', 'JM', 'NG', 'ZA', 'KE']],
    [7, ['MN', 'BN', 'BT', 'MV', 'FJ', 'PF', 'GL']],
  ])('places the spec regions of zone %d', (zone, codes) => {
    for (const code of codes) expect([code, country(code).zone]).toEqual([code, zone]);
  });

  it('uses the short common English names', () => {
    const names = new Set(allCountries.map((c) => c.name));
    for (const name of [
      'Czech Republic',
      'United Kingdom',
      'United States',
      'Netherlands',
      'Russia',
      'South Korea',
    ]) {
      expect(names).toContain(name);
    }
    for (const formal of [
      'Czechia',
      'United States of America',
      'Russian Federation',
      'Korea, Republic of',
    ]) {
      expect(names).not.toContain(formal);
    }
    expect([...names].some((n) => n.startsWith('United Kingdom of') || n.startsWith('Netherlands,'))).toBe(
      false,
    );
  });
});

describe('findCountry', () => {
  it('finds by code case-insensitively', () => {
    expect(findCountry('de')?.name).toBe('Germany');
    expect(findCountry('DE')?.name).toBe('Germany');
    expect(findCountry(' ch ')?.name).toBe('Switzerland');
  });

  it('finds by exact name case-insensitively', () => {
    expect(findCountry('czech republic')?.code).toBe('CZ');
    expect(findCountry('United States')?.code).toBe('US');
  });

  it('returns undefined for unknown or partial input', () => {
    expect(findCountry('ZZ')).toBeUndefined();
    expect(findCountry('XX')).toBeUndefined();
    expect(findCountry('Germ')).toBeUndefined();
    expect(findCountry('')).toBeUndefined();
  });
});

describe('checkoutCountryOptions', () => {
  const options = checkoutCountryOptions();

  it('starts with the preferred group in the spec order', () => {
    expect(options.slice(0, PREFERRED_NAMES.length).map((c) => c.name)).toEqual(PREFERRED_NAMES);
    expect(PREFERRED_COUNTRY_CODES).toHaveLength(PREFERRED_NAMES.length);
  });

  it('lists every other country once, sorted A-Z', () => {
    const rest = options.slice(PREFERRED_NAMES.length).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rest.some((name) => PREFERRED_NAMES.includes(name))).toBe(false);
    expect(options).toHaveLength(allCountries.length);
    expect(new Set(options.map((c) => c.code)).size).toBe(allCountries.length);
    expect(rest[0]).toBe('Afghanistan');
  });
});

describe('vatLookup', () => {
  it('matches an exact name first', () => {
    expect(vatLookup('Germany')).toEqual({ code: 'DE', name: 'Germany', vatRate: '19', currency: 'EUR' });
    expect(vatLookup('Luxembourg').vatRate).toBe('17');
    // Exact beats partial: "Niger" is also contained in "Nigeria".
    expect(vatLookup('Niger').code).toBe('NE');
  });

  it('falls back to a case-insensitive partial match', () => {
    expect(vatLookup('germ').name).toBe('Germany');
    expect(vatLookup('NORW')).toMatchObject({ name: 'Norway', vatRate: '25', currency: 'NOK' });
    expect(vatLookup('kingdom')).toMatchObject({ name: 'United Kingdom', vatRate: '20', currency: 'GBP' });
    expect(vatLookup('Federal Republic of Germany').name).toBe('Germany');
  });

  it('prefers a case-insensitive whole name or code over a substring', () => {
    expect(vatLookup('finland').vatRate).toBe('25.5');
    expect(vatLookup('us').name).toBe('United States');
  });

  it('returns Other (8.1 %, CHF) when nothing matches', () => {
    const other = { code: null, name: 'Other', vatRate: '8.1', currency: 'CHF' };
    expect(vatLookup('Atlantis')).toEqual(other);
    expect(vatLookup('')).toEqual(other);
    expect(vatLookup('   ')).toEqual(other);
  });
});

describe('calculateVat', () => {
  it.each([
    [10000, '19', 1597, 8403],
    [10000, '25.5', 2032, 7968],
    [10000, '8.1', 749, 9251],
    [10000, '0', 0, 10000],
    [32800, '19', 5237, 27563],
    [0, '19', 0, 0],
  ])('splits %d cents at %s %% into VAT %d + net %d', (gross, rate, vat, net) => {
    expect(calculateVat(gross, rate)).toEqual({ vatCents: vat, netCents: net });
  });

  it('rounds an exact half cent up', () => {
    // At 100 % the VAT is exactly half the gross, so odd cent amounts land on .5.
    expect(calculateVat(1, '100')).toEqual({ vatCents: 1, netCents: 0 });
    expect(calculateVat(3, '100')).toEqual({ vatCents: 2, netCents: 1 });
    expect(calculateVat(-1, '100')).toEqual({ vatCents: -1, netCents: 0 });
  });

  it('converts rates to hundredths of a percent', () => {
    expect(rateToBasisPoints('19')).toBe(1900);
    expect(rateToBasisPoints('25.5')).toBe(2550);
    expect(rateToBasisPoints('8.1')).toBe(810);
    expect(rateToBasisPoints('19.25')).toBe(1925);
    expect(rateToBasisPoints('0')).toBe(0);
  });

  it.each(['', 'abc', '-5', '19.255', '101', '1e2'])('rejects the rate %j', (rate) => {
    expect(() => calculateVat(100, rate)).toThrow(Error);
  });

  it('rejects non-integer gross amounts', () => {
    expect(() => calculateVat(10.5, '19')).toThrow(Error);
  });
});
