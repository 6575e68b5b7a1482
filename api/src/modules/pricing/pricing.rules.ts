/**
 * Pure pricing rules (spec §9 "Shipping" and "Order total and VAT"): cart
 * weight, shipping fee, VAT extraction and the order quote. All money is
 * integer cents; all weights are integer grams, so tier boundaries such as
 * "exactly 2 kg" compare exactly.
 */
import {
  applyDiscount,
  type Cents,
  multiplyCents,
  SHIPPING_TABLE,
  UNKNOWN_COUNTRY,
  WEIGHT_TIERS_KG,
  type WeightTierKg,
} from '@hometunnel/rules';
import { calculateVat, findCountry, type VatSplit } from './countries';

export type LineType = 'device' | 'subscription';

export interface WeightLine {
  type: LineType;
  category: string;
  quantity: number;
}

export interface PricedLine extends WeightLine {
  unitPriceCents: Cents;
}

/** The fee table and the unknown country's constants are spec section 9's, kept in the rules package. */
export { SHIPPING_TABLE, WEIGHT_TIERS_KG, type WeightTierKg };

/** Carrier code used on the delivery line when the country is not in our table. */
export const UNKNOWN_CARRIER_CODE = UNKNOWN_COUNTRY.code;
/** Spec §9 / DECISIONS: an unknown country ships as zone 7 at the flat 30 kg fee. */
export const UNKNOWN_COUNTRY_SHIPPING_CENTS: Cents = UNKNOWN_COUNTRY.shippingCents;
export const UNKNOWN_COUNTRY_VAT_RATE = UNKNOWN_COUNTRY.vatRate;
export const UNKNOWN_COUNTRY_NAME = UNKNOWN_COUNTRY.name;

export interface DeviceWeights {
  /** Weight per device by category, in grams. */
  byCategory: Readonly<Record<string, number>>;
  /** Weight of a device whose category is not listed. */
  defaultGrams: number;
  /** Floor for any cart that contains a device. */
  minimumGrams: number;
}

/** Spec §9: pro devices 2 kg, every other device 1.5 kg, at least 0.5 kg per parcel. */
export const DEVICE_WEIGHTS: DeviceWeights = Object.freeze({
  byCategory: Object.freeze({ pro: 2000 }),
  defaultGrams: 1500,
  minimumGrams: 500,
});

function assertLine(line: WeightLine): void {
  if (line === null || typeof line !== 'object') throw new Error('Cart line must be an object');
  if (line.type !== 'device' && line.type !== 'subscription') {
    throw new Error(`Cart line type must be 'device' or 'subscription', got ${String(line.type)}`);
  }
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
    throw new Error(`Cart line quantity must be an integer >= 1, got ${String(line.quantity)}`);
  }
}

function assertLines(lines: readonly WeightLine[]): void {
  if (!Array.isArray(lines)) throw new Error('Cart lines must be an array');
  lines.forEach(assertLine);
}

function hasDevice(lines: readonly WeightLine[]): boolean {
  return lines.some((line) => line.type === 'device');
}

/**
 * Parcel weight in grams. Subscriptions are digital and weigh nothing; the
 * weights are a parameter only so the minimum-weight floor can be exercised.
 */
export function cartWeightGrams(
  lines: readonly WeightLine[],
  weights: DeviceWeights = DEVICE_WEIGHTS,
): number {
  assertLines(lines);
  let grams = 0;
  for (const line of lines) {
    if (line.type !== 'device') continue;
    const perDevice = weights.byCategory[line.category] ?? weights.defaultGrams;
    grams += perDevice * line.quantity;
  }
  return hasDevice(lines) ? Math.max(grams, weights.minimumGrams) : grams;
}

/** Same as `cartWeightGrams`, in kg (for display; pricing uses grams). */
export function cartWeightKg(lines: readonly WeightLine[]): number {
  return cartWeightGrams(lines) / 1000;
}

/**
 * Smallest tier that holds the weight. Anything above 20 kg, including parcels
 * beyond 30 kg, is charged at the 30 kg tier (spec §9).
 */
export function weightTierKg(grams: number): WeightTierKg {
  if (!Number.isFinite(grams) || grams < 0)
    throw new Error(`Weight must be a non-negative number of grams, got ${grams}`);
  return WEIGHT_TIERS_KG.find((tierKg) => grams <= tierKg * 1000) ?? 30;
}

/** The chosen country code, or undefined while the buyer has not picked one. */
function chosenCountry(value: string | null | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** ISO code for the parcel-carrier label, or 'XX' for a country we do not know. */
export function carrierCountryCode(countryCode: string | null | undefined): string {
  const code = chosenCountry(countryCode);
  const country = code === undefined ? undefined : findCountry(code);
  return country ? country.code : UNKNOWN_CARRIER_CODE;
}

/**
 * Shipping fee in cents. Nothing ships without a device, and the fee cannot be
 * known before a country is chosen, so both cases cost 0.
 */
export function shippingFeeCents(
  countryCode: string | null | undefined,
  lines: readonly WeightLine[],
): Cents {
  assertLines(lines);
  const code = chosenCountry(countryCode);
  if (code === undefined || !hasDevice(lines)) return 0;
  const country = findCountry(code);
  if (!country) return UNKNOWN_COUNTRY_SHIPPING_CENTS;
  return SHIPPING_TABLE[country.zone][weightTierKg(cartWeightGrams(lines))];
}

/** VAT contained in a VAT-inclusive amount, rounded half-up; net = gross − VAT. */
export function extractVat(grossCents: Cents, ratePercent: string): VatSplit {
  return calculateVat(grossCents, ratePercent);
}

export interface QuoteInput {
  countryCode: string | null | undefined;
  lines: readonly PricedLine[];
  /** A discount code's amount (0 or absent: none); it never takes the total below zero. */
  discountCents?: Cents;
}

export interface Quote {
  subtotalCents: Cents;
  vatRate: string;
  vatCents: Cents;
  netCents: Cents;
  shippingCents: Cents;
  /** What the discount code took off (0 without one). */
  discountCents: Cents;
  totalCents: Cents;
  countryName: string;
  carrierCode: string;
}

/**
 * Server-side order total. Prices are VAT-inclusive, so VAT is extracted from
 * the subtotal (not added on top) at the destination's standard rate; an
 * absent or unknown country carries no VAT (DECISIONS "Money"). A discount
 * lowers the goods first, so the VAT is extracted from what is left of them.
 */
export function quote(input: QuoteInput): Quote {
  if (input === null || typeof input !== 'object') throw new Error('Quote input must be an object');
  const { countryCode, lines } = input;
  assertLines(lines);
  let subtotalCents = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
      throw new Error(`Unit price must be non-negative integer cents, got ${String(line.unitPriceCents)}`);
    }
    subtotalCents += multiplyCents(line.unitPriceCents, line.quantity);
  }
  if (!Number.isSafeInteger(subtotalCents))
    throw new Error('Subtotal is out of the representable money range');

  const code = chosenCountry(countryCode);
  const country = code === undefined ? undefined : findCountry(code);
  const vatRate = country ? country.vatRate : UNKNOWN_COUNTRY_VAT_RATE;
  const shippingCents = shippingFeeCents(countryCode, lines);
  const discounted = applyDiscount(subtotalCents, shippingCents, input.discountCents ?? 0);
  const { vatCents, netCents } = extractVat(discounted.goodsCents, vatRate);

  return {
    subtotalCents,
    vatRate,
    vatCents,
    netCents,
    shippingCents,
    discountCents: discounted.discountCents,
    totalCents: discounted.totalCents,
    countryName: country ? country.name : UNKNOWN_COUNTRY_NAME,
    carrierCode: carrierCountryCode(countryCode),
  };
}
