/**
 * Spec section 9 "Shipping": the carrier's fee table, and the constants of the two cases the table
 * does not cover (an unknown country; a quote that could not be had).
 */
import { type Cents, toCents } from './money';

export type Zone = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Upper bounds of the carrier's weight tiers, in kg (the table's columns). */
export const WEIGHT_TIERS_KG = [2, 5, 10, 20, 30] as const;
export type WeightTierKg = (typeof WEIGHT_TIERS_KG)[number];

type ShippingRow = Readonly<Record<WeightTierKg, Cents>>;

// Written as the spec's decimal strings so the table can be checked against it by eye.
function row(kg2: string, kg5: string, kg10: string, kg20: string, kg30: string): ShippingRow {
  return Object.freeze({
    2: toCents(kg2),
    5: toCents(kg5),
    10: toCents(kg10),
    20: toCents(kg20),
    30: toCents(kg30),
  });
}

/** Shipping fee in cents by zone and weight tier, exactly as spec section 9. */
export const SHIPPING_TABLE: Readonly<Record<Zone, ShippingRow>> = Object.freeze({
  1: row('14.49', '18.99', '24.99', '32.99', '42.99'),
  2: row('16.99', '22.49', '29.99', '39.99', '52.99'),
  3: row('22.49', '29.99', '37.99', '52.99', '67.99'),
  4: row('29.99', '39.99', '54.99', '79.99', '104.99'),
  5: row('34.99', '47.99', '64.99', '94.99', '124.99'),
  6: row('39.99', '54.99', '74.99', '109.99', '144.99'),
  7: row('49.99', '69.99', '94.99', '134.99', '174.99'),
});

/**
 * Spec section 9 / DECISIONS: an unknown country counts as zone 7 with carrier code XX and ships
 * at the flat 30 kg fee (174.99); no VAT rate is known for it.
 */
export const UNKNOWN_COUNTRY = Object.freeze({
  code: 'XX',
  name: 'Other',
  zone: 7 as Zone,
  vatRate: '0',
  shippingCents: SHIPPING_TABLE[7][30],
});

/**
 * Spec section 8: when the shipping calculation fails, the fee falls back to 14.49 if the cart has
 * a device (zone 1's smallest parcel), otherwise 0.
 */
export const FALLBACK_SHIPPING_WITH_DEVICE_CENTS: Cents = SHIPPING_TABLE[1][2];
