import type { DataSource } from 'typeorm';
import { requireStaff, type Actor } from '../../common/actor';
import { badInput } from '../../common/app-error';
import { invalidCharactersMessage, isUnsafeText } from '../../common/check';
import {
  isoTextSql,
  keysetAtSql,
  keysetBatches,
  SqlConditions,
  type BatchPosition,
} from '../../common/keyset-batches';
import type { CatalogService } from '../catalog/catalog.service';
import { MAX_PRODUCT_ID_LENGTH } from './waitlist.rules';

/**
 * The columns of the waitlist CSV. The first four are what the admin screen's download always
 * held; the product's current catalog name follows (empty for an id the catalog does not know).
 */
export const WAITLIST_EXPORT_COLUMNS = ['email', 'productId', 'userId', 'createdAt', 'productName'] as const;

export const waitlistExportMessages = {
  productId: `Product must be at most ${MAX_PRODUCT_ID_LENGTH} characters`,
} as const;

interface ExportRow {
  id: string;
  keyset_at: string;
  email: string;
  productId: string;
  userId: string | null;
  createdAt: string;
}

/** Every waitlist entry, or one product's, for the staff's CSV download. */
export class WaitlistExportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  /**
   * The entries newest first, in batches of CSV records; the actor and the product id are checked
   * before the first batch is asked for. Product names come from the catalog's in-memory snapshot:
   * no query for them.
   */
  batchesFor(actor: Actor, productId: string | null): AsyncIterable<(string | null)[][]> {
    requireStaff(actor, 'read');
    if (productId !== null) {
      // PostgreSQL cannot even compare text holding a NUL byte: a 400, not a failed query.
      if (isUnsafeText(productId)) throw badInput(invalidCharactersMessage('Product'));
      if (productId.length > MAX_PRODUCT_ID_LENGTH) throw badInput(waitlistExportMessages.productId);
    }
    return this.records(productId);
  }

  private async *records(productId: string | null) {
    for await (const rows of keysetBatches((position, size) => this.batch(productId, position, size))) {
      const products = await this.catalog.productsByIds(rows.map((row) => row.productId.toLowerCase()));
      yield rows.map((row, index) => [
        row.email,
        row.productId,
        row.userId,
        row.createdAt,
        products[index]?.name ?? null,
      ]);
    }
  }

  private batch(
    productId: string | null,
    position: BatchPosition | null,
    size: number,
  ): Promise<ExportRow[]> {
    const sql = new SqlConditions();
    // IDX_waitlist_product_created with a product, IDX_waitlist_created without.
    if (productId !== null) sql.add(`w."product_id" = ${sql.param(productId)}`);
    sql.addAfter('w."created_at"', 'w."id"', position);
    return this.dataSource.query(
      `SELECT w."id", ${keysetAtSql('w."created_at"')} AS "keyset_at", w."email",
              w."product_id" AS "productId", w."user_id" AS "userId",
              ${isoTextSql('w."created_at"')} AS "createdAt"
         FROM "waitlist_entries" w ${sql.where}
        ORDER BY w."created_at" DESC, w."id" DESC
        LIMIT ${sql.param(size)}`,
      sql.params,
    );
  }
}
