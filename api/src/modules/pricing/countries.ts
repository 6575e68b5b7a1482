import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import type { Cents } from '@hometunnel/rules';
import { COUNTRY_DATA, type Zone } from './countries.data';

export type { Zone } from './countries.data';

countries.registerLocale(en);

export interface Country {
  code: string;
  name: string;
  zone: Zone;
  vatRate: string;
  currency: string;
}

/**
 * The package's "official" English names are often the formal ones
 * ("United States of America", "Russian Federation"). The shop shows the short
 * name people pick from a dropdown, and the spec's preferred group spells a few
 * of them explicitly (Czech Republic, United Kingdom, United States,
 * Netherlands), so those are pinned here rather than trusted to the package,
 * whose preferred spelling has changed between releases.
 */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  BQ: 'Caribbean Netherlands',
  CD: 'DR Congo',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czech Republic',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GB: 'United Kingdom',
  GM: 'Gambia',
  IR: 'Iran',
  KP: 'North Korea',
  KR: 'South Korea',
  LA: 'Laos',
  MD: 'Moldova',
  MF: 'Saint Martin',
  MK: 'North Macedonia',
  NL: 'Netherlands',
  PN: 'Pitcairn Islands',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  SX: 'Sint Maarten',
  SY: 'Syria',
  TR: 'Turkey',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
};

/** Checkout dropdown head, in the order spec §2 lists it. */
export const PREFERRED_COUNTRY_CODES: readonly string[] = Object.freeze([
  'CH',
  'DE',
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
  'GB',
  'US',
]);

/** Fallback row of the landing/legal lookup when no country matches (spec §9). */
export const OTHER_VAT_ENTRY = Object.freeze({ name: 'Other', vatRate: '8.1', currency: 'CHF' });

function englishName(code: string): string {
  const name = NAME_OVERRIDES[code] ?? countries.getName(code, 'en');
  if (!name) {
    // A code in our data the package does not know is a data bug; fail at load, not at checkout.
    throw new Error(`No English name for country code ${code}`);
  }
  return name;
}

function byName(a: Country, b: Country): number {
  return a.name.localeCompare(b.name, 'en');
}

export const allCountries: readonly Country[] = Object.freeze(
  Object.entries(COUNTRY_DATA)
    .map(([code, data]): Country =>
      Object.freeze({
        code,
        name: englishName(code),
        zone: data.zone,
        vatRate: data.vatRate,
        currency: data.currency,
      }),
    )
    .sort(byName),
);

const byCode = new Map<string, Country>(allCountries.map((c) => [c.code, c]));
const byLowerName = new Map<string, Country>(allCountries.map((c) => [c.name.toLowerCase(), c]));

const checkoutOrder: readonly Country[] = Object.freeze([
  ...PREFERRED_COUNTRY_CODES.map((code) => {
    const country = byCode.get(code);
    if (!country) throw new Error(`Preferred country ${code} is missing from the country data`);
    return country;
  }),
  ...allCountries.filter((c) => !PREFERRED_COUNTRY_CODES.includes(c.code)),
]);

/**
 * Resolves an ISO alpha-2 code ("de", "DE") or a display name ("germany").
 * Orders may carry either, so both are accepted; anything else is unknown.
 */
export function findCountry(codeOrName: string): Country | undefined {
  if (typeof codeOrName !== 'string') return undefined;
  const query = codeOrName.trim();
  if (query === '') return undefined;
  return byCode.get(query.toUpperCase()) ?? byLowerName.get(query.toLowerCase());
}

/** Checkout country dropdown: preferred group first, then everyone else A-Z. */
export function checkoutCountryOptions(): readonly Country[] {
  return checkoutOrder;
}

export interface VatLookupResult {
  /** ISO code of the matched country, or null for the 'Other' fallback. */
  code: string | null;
  name: string;
  vatRate: string;
  currency: string;
}

function toLookupResult(country: Country): VatLookupResult {
  return { code: country.code, name: country.name, vatRate: country.vatRate, currency: country.currency };
}

/**
 * Landing/legal VAT lookup (spec §9): exact name first, then a
 * case-insensitive partial match, else the 'Other' row. DECISIONS makes the
 * checkout table the single source, so every country we ship to is found here.
 * Two refinements keep partial matching from surprising people: a
 * case-insensitive exact name or an ISO code wins before any substring match
 * (so "us" is the United States, not Austria), and substring hits are tried in
 * dropdown order so the preferred group wins ties ("land" → Switzerland).
 */
export function vatLookup(countryName: string): VatLookupResult {
  const other: VatLookupResult = { code: null, ...OTHER_VAT_ENTRY };
  if (typeof countryName !== 'string') return other;
  const exact = allCountries.find((c) => c.name === countryName);
  if (exact) return toLookupResult(exact);

  const query = countryName.trim().toLowerCase();
  if (query === '') return other;
  const direct = byLowerName.get(query) ?? byCode.get(query.toUpperCase());
  if (direct) return toLookupResult(direct);

  const contains = checkoutOrder.find((c) => c.name.toLowerCase().includes(query));
  if (contains) return toLookupResult(contains);
  // The query may be a longer spelling of a name ("Federal Republic of Germany").
  const contained = checkoutOrder.find((c) => query.includes(c.name.toLowerCase()));
  return contained ? toLookupResult(contained) : other;
}

/**
 * Turns a percent string ('19', '25.5', '8.1') into hundredths of a percent
 * (1900, 2550, 810) so VAT can be computed with integers only.
 */
export function rateToBasisPoints(ratePercent: string): number {
  const match =
    typeof ratePercent === 'string' ? /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(ratePercent.trim()) : null;
  if (!match)
    throw new Error(`Invalid VAT rate "${String(ratePercent)}": expected a percent like "19" or "25.5"`);
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (basisPoints > 10000) throw new Error(`Invalid VAT rate "${ratePercent}": above 100 %`);
  return basisPoints;
}

export interface VatSplit {
  vatCents: Cents;
  netCents: Cents;
}

/**
 * Extracts the VAT contained in a VAT-inclusive amount:
 * vat = gross × rate / (100 + rate), rounded half-up (away from zero) to the
 * cent; net = gross − vat so the two always add back to the gross exactly.
 * BigInt keeps the intermediate product exact for any safe-integer gross.
 */
export function calculateVat(grossCents: Cents, ratePercent: string): VatSplit {
  if (!Number.isSafeInteger(grossCents))
    throw new Error(`Gross amount must be integer cents, got ${String(grossCents)}`);
  const basisPoints = BigInt(rateToBasisPoints(ratePercent));
  const magnitude = BigInt(Math.abs(grossCents));
  const denominator = 10000n + basisPoints;
  const vatMagnitude = Number((2n * magnitude * basisPoints + denominator) / (2n * denominator));
  const vatCents = grossCents < 0 && vatMagnitude !== 0 ? -vatMagnitude : vatMagnitude;
  return { vatCents, netCents: grossCents - vatCents };
}
