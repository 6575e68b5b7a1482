/**
 * Stock (issue 25): a device has units on hand and units reserved by unpaid orders; what a buyer can
 * still get is on hand minus reserved. Plans have no stock and never run out.
 */
export const AVAILABILITIES = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const;
export type AvailabilityName = (typeof AVAILABILITIES)[number];

/** At this many available units or fewer (but at least one) a device is LOW_STOCK. */
export const LOW_STOCK_THRESHOLD = 5;

/** The longest reason an admin may give for a stock adjustment. */
export const STOCK_REASON_MAX_LENGTH = 200;

/** The largest change one adjustment may make, either way (a typo guard, and it keeps to int4). */
export const STOCK_DELTA_MAX = 100_000;

export const stockMessages = {
  reasonRequired: 'Give a reason for the stock change',
  reasonTooLong: `The reason may be at most ${STOCK_REASON_MAX_LENGTH} characters`,
  deltaInvalid: `The change must be a whole number from -${STOCK_DELTA_MAX} to ${STOCK_DELTA_MAX}, not 0`,
  belowZero: 'Stock cannot go below zero: fewer units are on hand than that (reserved units count too)',
  notADevice: 'Only devices have stock: plans never run out',
} as const;

export interface StockLevels {
  type: string;
  stockOnHand: number;
  stockReserved: number;
}

/** Units a buyer can still reserve: on hand minus reserved, never below zero. */
export function availableUnits(levels: Pick<StockLevels, 'stockOnHand' | 'stockReserved'>): number {
  return Math.max(0, levels.stockOnHand - levels.stockReserved);
}

/** IN_STOCK, LOW_STOCK (1 to 5 available) or OUT_OF_STOCK; plans are always IN_STOCK. */
export function availability(levels: StockLevels): AvailabilityName {
  if (levels.type !== 'device') return 'IN_STOCK';
  const available = availableUnits(levels);
  if (available === 0) return 'OUT_OF_STOCK';
  return available <= LOW_STOCK_THRESHOLD ? 'LOW_STOCK' : 'IN_STOCK';
}

/** The schema.org ItemAvailability of an offer (the landing page's JSON-LD). */
export const SCHEMA_ORG_AVAILABILITY: Readonly<Record<AvailabilityName, string>> = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
};

/** What the shop says about each availability, under a device's price and in the cart drawer. */
export const AVAILABILITY_LABELS: Readonly<Record<AvailabilityName, string>> = {
  IN_STOCK: 'In stock',
  LOW_STOCK: 'Only a few left',
  OUT_OF_STOCK: 'Out of stock',
};

/** Why an admin's adjustment is refused before it reaches the database, or undefined. */
export function stockAdjustmentProblem(delta: unknown, reason: unknown): string | undefined {
  if (
    typeof delta !== 'number' ||
    !Number.isInteger(delta) ||
    delta === 0 ||
    Math.abs(delta) > STOCK_DELTA_MAX
  )
    return stockMessages.deltaInvalid;
  if (typeof reason !== 'string' || reason.trim() === '') return stockMessages.reasonRequired;
  if (reason.trim().length > STOCK_REASON_MAX_LENGTH) return stockMessages.reasonTooLong;
  return undefined;
}
