import {
  cartMessages,
  formatCents,
  priceMessages,
  settablePriceCents,
  stockAdjustmentProblem,
  stockMessages,
} from '@hometunnel/rules';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { invalidCharactersMessage, isUnsafeText, isUuid } from '../../common/check';
import { badInput, notFound } from '../../common/app-error';
import { keysetPage, type PageRequest, type PageResult } from '../../common/keyset';
import { NOTIFY_CATALOG_CHANGED_SQL } from '../../db/catalog-changes';
import { Product, ProductType } from './product.entity';
import {
  adjustUnits,
  releaseUnits,
  reserveUnits,
  returnSoldUnits,
  sellUnits,
  type MovedProduct,
  type ReservationLine,
} from './stock-ledger';
import { StockMovement } from './stock-movement.entity';

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

/** Told when a device is back (the discounts module mails the waitlist's codes). */
export interface BackInStockListener {
  backInStock(manager: EntityManager, productId: string): Promise<void>;
}

/** Told in the transaction that changes a plan's price (the renewals keep or announce it). */
export interface PriceChangeListener {
  priceChanged(
    manager: EntityManager,
    change: { productId: string; oldPrice: string; newPrice: string },
  ): Promise<void>;
}

export class CatalogService {
  private snapshot: CatalogSnapshot | undefined;
  private loading: Promise<CatalogSnapshot> | undefined;
  private readonly invalidationListeners: (() => void)[] = [];
  private readonly backInStockListeners: BackInStockListener[] = [];
  private readonly priceChangeListeners: PriceChangeListener[] = [];
  private generation = 0;

  /** Transactions that changed stock: this instance forgets its snapshot once they commit. */
  private readonly changedInTransaction = new WeakSet<QueryRunner>();

  constructor(private readonly dataSource: DataSource) {
    dataSource.subscribers.push({
      afterTransactionCommit: ({ queryRunner }) => {
        // A savepoint's release is not the commit: wait for the outermost transaction.
        if (queryRunner.isTransactionActive || !this.changedInTransaction.has(queryRunner)) return;
        this.changedInTransaction.delete(queryRunner);
        this.invalidate();
      },
      afterTransactionRollback: ({ queryRunner }) => {
        if (!queryRunner.isTransactionActive) this.changedInTransaction.delete(queryRunner);
      },
    });
  }

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

  /**
   * The product from the in-memory catalog, or (given `manager`) read in the caller's transaction:
   * a transaction must not wait for a catalog reload on another connection (PGlite has one).
   */
  async findProduct(id: unknown, manager?: EntityManager): Promise<Product | undefined> {
    if (!isUuid(id)) return undefined;
    if (manager)
      return (await manager.getRepository(Product).findOneBy({ id: id.toLowerCase() })) ?? undefined;
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

  /** Called in the transaction that moved a device's available units from none to some (any move). */
  onBackInStock(listener: BackInStockListener): void {
    this.backInStockListeners.push(listener);
  }

  onPriceChange(listener: PriceChangeListener): void {
    this.priceChangeListeners.push(listener);
  }

  /**
   * An admin sets a product's price (VAT included). New orders pay it at once; running
   * subscriptions of a plan hear of it in the same transaction (docs/billing.md: 30 days' notice).
   */
  async setPrice(actor: Actor, productId: unknown, price: unknown): Promise<Product> {
    requireStaff(actor, 'write');
    const product = await this.getProduct(productId);
    const cents = settablePriceCents(price);
    if (cents === undefined) throw badInput(priceMessages.price);
    const newPrice = formatCents(cents);
    return this.dataSource.transaction(async (manager) => {
      const [row]: { price: string }[] = await manager.query(
        'SELECT "price"::text AS "price" FROM "products" WHERE "id" = $1 FOR UPDATE',
        [product.id],
      );
      if (row && row.price !== newPrice) {
        await manager.query('UPDATE "products" SET "price" = $2 WHERE "id" = $1', [product.id, newPrice]);
        await this.stockChanged(manager, 'price');
        for (const listener of this.priceChangeListeners)
          await listener.priceChanged(manager, { productId: product.id, oldPrice: row.price, newPrice });
      }
      return manager.getRepository(Product).findOneByOrFail({ id: product.id });
    });
  }

  /**
   * Every catalog write calls this after committing: this instance forgets at once, and the
   * NOTIFY on `catalog_changed` reaches every other instance's listener (see server.ts).
   */
  async invalidateCatalog(reason = 'write'): Promise<void> {
    this.invalidate();
    await this.dataSource.query(NOTIFY_CATALOG_CHANGED_SQL, [reason]);
  }

  /**
   * Stock changed in the transaction of `manager`: every instance forgets its catalog and cached
   * public answers once it commits (the NOTIFY is delivered at commit, this instance's own
   * snapshot is dropped by the after-commit subscriber), and nothing happens if it rolls back.
   */
  private async stockChanged(manager: EntityManager, reason: string): Promise<void> {
    await manager.query(NOTIFY_CATALOG_CHANGED_SQL, [reason]);
    if (manager.queryRunner) this.changedInTransaction.add(manager.queryRunner);
  }

  /**
   * An admin's change of a device's units on hand, with a reason, written to the ledger. The
   * result never leaves fewer units than are reserved (BAD_USER_INPUT instead).
   */
  async adjustStock(actor: Actor, productId: unknown, delta: unknown, reason: unknown): Promise<Product> {
    const staff = requireStaff(actor, 'write');
    const product = await this.getProduct(productId);
    if (product.type !== ProductType.device) throw badInput(stockMessages.notADevice);
    const problem = stockAdjustmentProblem(delta, reason);
    if (problem) throw badInput(problem);
    if (isUnsafeText((reason as string).trim())) throw badInput(invalidCharactersMessage('Reason'));
    const who = {
      userId: staff.kind === 'user' ? staff.userId : null,
      tokenId: staff.kind === 'integration' ? staff.tokenId : null,
    };
    return this.dataSource.transaction(async (manager) => {
      const levels = await adjustUnits(manager, product.id, delta as number, (reason as string).trim(), who);
      if (!levels) throw badInput(stockMessages.belowZero);
      await this.moved(manager, [
        {
          productId: product.id,
          wasAvailable: levels.wasAvailable,
          available: levels.stockOnHand - levels.stockReserved,
        },
      ]);
      return manager.getRepository(Product).findOneByOrFail({ id: product.id });
    });
  }

  /** Staff only: a device's stock ledger, newest first, a page at a time. */
  async stockMovements(
    actor: Actor,
    productId: string,
    request: PageRequest,
  ): Promise<PageResult<StockMovement>> {
    requireStaff(actor, 'read');
    const movements = this.dataSource.getRepository(StockMovement);
    const query = movements.createQueryBuilder('m').where('m.productId = :productId', { productId });
    return keysetPage(query, 'm', request, () => movements.countBy({ productId }));
  }

  /** Staff only (stockOnHand, stockReserved): FORBIDDEN or UNAUTHENTICATED for anyone else. */
  requireStockReader(actor: Actor): void {
    requireStaff(actor, 'read');
  }

  /**
   * In the transaction that places the order: holds its device lines (see reserveUnits). Answers
   * whether it holds them; false (nothing held) for an order without a device or out of stock.
   */
  async reserve(
    manager: EntityManager,
    orderId: string,
    lines: readonly ReservationLine[],
  ): Promise<boolean> {
    const held = await reserveUnits(manager, orderId, lines);
    if (held) await this.stockChanged(manager, 'stock');
    return held;
  }

  /** An unpaid order's reserved units are free again. A second call does nothing. */
  async release(manager: EntityManager, orderId: string, reason = 'Order cancelled unpaid'): Promise<void> {
    await this.moved(manager, await releaseUnits(manager, orderId, reason));
  }

  /** A paid order's reserved units leave on hand and reserved. A second call does nothing. */
  async sell(manager: EntityManager, orderId: string): Promise<void> {
    await this.moved(manager, await sellUnits(manager, orderId));
  }

  /** A cancelled or fully refunded, unshipped paid order's units are back on hand. Once. */
  async returnUnits(manager: EntityManager, orderId: string, reason = 'Order cancelled'): Promise<void> {
    await this.moved(manager, await returnSoldUnits(manager, orderId, reason));
  }

  /**
   * After units moved: every instance forgets the catalog, and a device whose available stock went
   * from none to some keeps the waitlist's promise, whoever gave the units back (an admin, an
   * expired reservation, a cancellation, a refund).
   */
  private async moved(manager: EntityManager, products: readonly MovedProduct[]): Promise<void> {
    if (products.length === 0) return;
    await this.stockChanged(manager, 'stock');
    for (const product of products)
      if (product.wasAvailable <= 0 && product.available > 0)
        for (const listener of this.backInStockListeners)
          await listener.backInStock(manager, product.productId);
  }
}
