import { badInput } from '../../common/app-error';
import { isBlank } from '../../common/check';
import { type Cents, cartMessages as sharedCartMessages, formatCents, toCents } from '@hometunnel/rules';
import { cartMessages, oneOfEachMessage, quantityProblem } from '../cart/cart.rules';
import type { CatalogService } from '../catalog/catalog.service';
import { ProductType, type Product } from '../catalog/product.entity';
import { checkoutCountryOptions, type Country } from './countries';
import { quote, type Quote } from './pricing.rules';

export interface LineRequest {
  productId: unknown;
  quantity?: unknown;
}

export interface PricedProductLine {
  product: Product;
  quantity: number;
}

export const pricingMessages = {
  emptyCart: sharedCartMessages.emptyCart,
} as const;

/** What a quote needs of the discount codes: the amount of a usable code, or the reason it is not. */
export interface DiscountLookup {
  usable(code: unknown, email?: string | null): Promise<{ code: string; amountCents: Cents }>;
}

/** A quote in the API's shape: money as exact decimal strings. */
export interface QuoteView {
  subtotal: string;
  vatRate: string;
  vatAmount: string;
  netAmount: string;
  countryName: string;
  carrierCode: string;
  hasDevice: boolean;
  shipping: string;
  /** What the discount code took off; "0.00" without one. */
  discount: string;
  total: string;
  totalCents: number;
  subtotalCents: number;
  shippingCents: number;
  vatCents: number;
  discountCents: number;
}

/**
 * Turns client lines (product id + quantity) into catalog lines and prices them. Clients never
 * send a price: the catalog's current price is the only one used, so quote and order agree.
 */
export class PricingService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly discounts?: DiscountLookup,
  ) {}

  countries(): readonly Country[] {
    return checkoutCountryOptions();
  }

  /**
   * Validates lines against the catalog and the cart rules: the product must exist, quantity
   * 1-99, the same product twice counts once with the quantities added, and at most one device
   * and one plan (the cart's messages).
   */
  async resolveLines(
    requests: readonly LineRequest[],
    options: { allowEmpty?: boolean } = {},
  ): Promise<PricedProductLine[]> {
    if (!Array.isArray(requests)) throw badInput(pricingMessages.emptyCart);
    if (requests.length === 0 && !options.allowEmpty) throw badInput(pricingMessages.emptyCart);
    const byProduct = new Map<string, PricedProductLine>();
    for (const request of requests) {
      const quantity = request.quantity ?? 1;
      const problem = quantityProblem(quantity);
      if (problem) throw badInput(problem);
      const product = await this.catalog.getProduct(request.productId);
      const existing = byProduct.get(product.id);
      if (existing) existing.quantity += quantity as number;
      else byProduct.set(product.id, { product, quantity: quantity as number });
    }
    const lines = [...byProduct.values()];
    for (const type of [ProductType.device, ProductType.subscription]) {
      if (lines.filter((line) => line.product.type === type).length > 1)
        throw badInput(oneOfEachMessage(type));
    }
    const tooMany = lines.find((line) => quantityProblem(line.quantity));
    if (tooMany) throw badInput(cartMessages.quantityTooHigh);
    return lines;
  }

  priceLines(
    country: string | null | undefined,
    lines: readonly PricedProductLine[],
    discountCents: Cents = 0,
  ): QuoteView {
    const figures: Quote = quote({
      discountCents,
      countryCode: country,
      lines: lines.map((line) => ({
        type: line.product.type,
        category: line.product.category,
        quantity: line.quantity,
        unitPriceCents: toCents(line.product.price),
      })),
    });
    return {
      subtotal: formatCents(figures.subtotalCents),
      vatRate: figures.vatRate,
      vatAmount: formatCents(figures.vatCents),
      netAmount: formatCents(figures.netCents),
      countryName: figures.countryName,
      carrierCode: figures.carrierCode,
      hasDevice: lines.some((line) => line.product.type === ProductType.device),
      shipping: formatCents(figures.shippingCents),
      discount: formatCents(figures.discountCents),
      total: formatCents(figures.totalCents),
      totalCents: figures.totalCents,
      subtotalCents: figures.subtotalCents,
      shippingCents: figures.shippingCents,
      vatCents: figures.vatCents,
      discountCents: figures.discountCents,
    };
  }

  /**
   * With a discount code, the code must exist and be usable now (and be `email`'s when given):
   * otherwise BAD_USER_INPUT says why. Whose code it is, is judged again when the order is placed.
   */
  async quote(
    country: string | null | undefined,
    requests: readonly LineRequest[],
    discount?: { code?: string | null; email?: string | null },
  ): Promise<QuoteView> {
    // A quote of an empty cart is all zeros: the summary may render before the cart arrives.
    const lines = await this.resolveLines(requests, { allowEmpty: true });
    return this.priceLines(country, lines, await this.discountCents(discount?.code, discount?.email));
  }

  /** The usable code's amount; 0 without a code (null or blank). */
  async discountCents(code: unknown, email?: string | null): Promise<Cents> {
    if (isBlank(code)) return 0;
    if (!this.discounts) throw new Error('discount codes are not wired into pricing');
    return (await this.discounts.usable(code, email)).amountCents;
  }
}
