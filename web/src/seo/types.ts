/**
 * Shapes shared by the SEO modules and their callers (the server renderer and the app shell).
 */

/**
 * A shop product as the structured data needs it. It maps one to one from the GraphQL `Product`
 * of the ShopProducts query (see `toSeoProduct`):
 * - `id`, `name`, `description`: the same fields;
 * - `price`: `Product.price`, the exact decimal euro string ("149.00"), passed through untouched;
 * - `type`: `Product.type` (the `ProductType` enum: 'device' or 'subscription', i.e. a plan);
 * - `category`: `Product.category` ('light' | 'pro' for devices; 'flexi' | 'secure' | 'ultimate' for plans);
 * - `durationMonths`: `Product.duration` (plans only; null or absent for devices);
 * - `inStock`: not in the schema (the shop has no stock field yet): the caller decides. `toSeoProduct`'s
 *   default follows the API's `awaitsDeviceStock` rule: devices are out of stock (checkout ends in the
 *   waitlist), plans are always available.
 */
export interface SeoProduct {
  id: string;
  name: string;
  description: string;
  /** Decimal euros, e.g. "149.00". */
  price: string;
  type: 'device' | 'subscription';
  category: string;
  inStock: boolean;
  durationMonths?: number | null;
}

/** The fields of a GraphQL `Product` that `toSeoProduct` reads (the ShopProducts query selects them all). */
export interface ProductLike {
  id: string;
  name: string;
  description: string;
  price: string;
  type: 'device' | 'subscription';
  category: string;
  duration?: number | null;
}

/** Devices wait for stock (the checkout's waitlist step); plans are always available. */
export function defaultInStock(product: Pick<ProductLike, 'type'>): boolean {
  return product.type !== 'device';
}

/** A GraphQL `Product` (e.g. from ShopProducts) as a SeoProduct. */
export function toSeoProduct(
  product: ProductLike,
  inStock: (product: ProductLike) => boolean = defaultInStock,
): SeoProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    type: product.type,
    category: product.category,
    inStock: inStock(product),
    durationMonths: product.duration ?? null,
  };
}
