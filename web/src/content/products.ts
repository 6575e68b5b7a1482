/**
 * Product texts by product name, for a language other than English. English texts come from the
 * catalog (the API); de/products.ts and fr/products.ts translate them.
 */
export type ProductTexts = Record<string, { description: string; features: string[] }>;

export const productTexts: ProductTexts = {};
