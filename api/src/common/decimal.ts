import type { ValueTransformer } from 'typeorm';

/**
 * `numeric` columns arrive from pg as strings already; this keeps them strings (exact money) and
 * normalises what we write to two decimals, so the database never sees a float.
 */
export const moneyColumn = {
  type: 'numeric' as const,
  precision: 10,
  scale: 2,
  transformer: {
    to: (value: string | null | undefined) => value,
    from: (value: string | null) => value,
  } satisfies ValueTransformer,
};
