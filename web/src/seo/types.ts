import type { AvailabilityName } from '@hometunnel/rules';

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
 * - `availability`: `Product.availability` (IN_STOCK, LOW_STOCK, OUT_OF_STOCK); without it a device
 *   counts as out of stock (the pre-order default) and a plan as in stock.
 */
export interface SeoProduct {
  id: string;
  name: string;
  description: string;
  /** Decimal euros, e.g. "149.00". */
  price: string;
  type: 'device' | 'subscription';
  category: string;
  availability: AvailabilityName;
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
  availability?: AvailabilityName | null;
}

/** A GraphQL `Product` (e.g. from ShopProducts) as a SeoProduct. */
export function toSeoProduct(product: ProductLike): SeoProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price,
    type: product.type,
    category: product.category,
    availability: product.availability ?? (product.type === 'device' ? 'OUT_OF_STOCK' : 'IN_STOCK'),
    durationMonths: product.duration ?? null,
  };
}
