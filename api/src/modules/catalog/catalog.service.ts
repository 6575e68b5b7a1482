import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/check';
import { notFound } from '../../common/app-error';
import { Product } from './product.entity';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** How long a catalog read is served from memory; writes call invalidate(). */
const CATALOG_TTL_MS = 30_000;

/**
 * The catalog is small and read on every page, so it is read once and kept in memory. Lookups by
 * id are served from the same snapshot: no query per cart line.
 */
export class CatalogService {
  private snapshot: { products: Product[]; byId: Map<string, Product>; at: number } | undefined;
  private loading: Promise<Product[]> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async listProducts(): Promise<Product[]> {
    if (this.snapshot && Date.now() - this.snapshot.at < CATALOG_TTL_MS) return this.snapshot.products;
    this.loading ??= this.dataSource
      .getRepository(Product)
      .find({ order: { sortOrder: 'ASC', name: 'ASC' } })
      .then((products) => {
        this.snapshot = { products, byId: new Map(products.map((p) => [p.id, p])), at: Date.now() };
        return products;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  async findProduct(id: unknown): Promise<Product | undefined> {
    if (!isUuid(id)) return undefined;
    await this.listProducts();
    return this.snapshot?.byId.get(id.toLowerCase());
  }

  async getProduct(id: unknown): Promise<Product> {
    const product = await this.findProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async productsByIds(ids: readonly string[]): Promise<(Product | undefined)[]> {
    await this.listProducts();
    return ids.map((id) => this.snapshot?.byId.get(id));
  }

  invalidate(): void {
    this.snapshot = undefined;
  }
}
