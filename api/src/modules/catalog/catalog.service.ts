import { cartMessages } from '@hometunnel/rules';
import type { DataSource } from 'typeorm';
import { isUuid } from '../../common/check';
import { notFound } from '../../common/app-error';
import { NOTIFY_CATALOG_CHANGED_SQL } from '../../db/catalog-changes';
import { Product } from './product.entity';

export const PRODUCT_NOT_FOUND = cartMessages.productNotFound;

/** How long a catalog read is served from memory; writes call invalidate(). */
const CATALOG_TTL_MS = 30_000;

/**
 * The catalog is small and read on every page, so it is read once and kept in memory. Lookups by
 * id are served from the same snapshot: no query per cart line.
 */
interface CatalogSnapshot {
  products: Product[];
  byId: Map<string, Product>;
  at: number;
}

export class CatalogService {
  private snapshot: CatalogSnapshot | undefined;
  private loading: Promise<CatalogSnapshot> | undefined;
  private readonly invalidationListeners: (() => void)[] = [];
  private generation = 0;

  constructor(private readonly dataSource: DataSource) {}

  private async current(): Promise<CatalogSnapshot> {
    if (this.snapshot && Date.now() - this.snapshot.at < CATALOG_TTL_MS) return this.snapshot;
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.dataSource
      .getRepository(Product)
      .find({ order: { sortOrder: 'ASC', name: 'ASC' } })
      .then((products) => {
        const snapshot = { products, byId: new Map(products.map((p) => [p.id, p])), at: Date.now() };
        // A read that started before an invalidation may have seen the old rows: answer it, keep nothing.
        if (generation === this.generation) this.snapshot = snapshot;
        return snapshot;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  async listProducts(): Promise<Product[]> {
    return (await this.current()).products;
  }

  async findProduct(id: unknown): Promise<Product | undefined> {
    if (!isUuid(id)) return undefined;
    return (await this.current()).byId.get(id.toLowerCase());
  }

  async getProduct(id: unknown): Promise<Product> {
    const product = await this.findProduct(id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }

  async productsByIds(ids: readonly string[]): Promise<(Product | undefined)[]> {
    const { byId } = await this.current();
    return ids.map((id) => byId.get(id));
  }

  /** Forgets this instance's snapshot (and, through the listeners, its cached responses). */
  invalidate(): void {
    this.snapshot = undefined;
    this.loading = undefined;
    this.generation += 1;
    for (const listener of this.invalidationListeners) listener();
  }

  /** Called on every invalidate(): the public response cache empties itself here. */
  onInvalidate(listener: () => void): void {
    this.invalidationListeners.push(listener);
  }

  /**
   * Every catalog write calls this after committing: this instance forgets at once, and the
   * NOTIFY on `catalog_changed` reaches every other instance's listener (see server.ts).
   */
  async invalidateCatalog(reason = 'write'): Promise<void> {
    this.invalidate();
    await this.dataSource.query(NOTIFY_CATALOG_CHANGED_SQL, [reason]);
  }
}
