import type { DataSource } from 'typeorm';
import { catalogSeed } from '../modules/catalog/catalog.seed';
import { NOTIFY_CATALOG_CHANGED_SQL } from './catalog-changes';

/**
 * Inserts the catalog products that are missing, by name. Existing rows are never touched, so
 * running it twice (or on every start of every instance) changes nothing. When it did add a product,
 * it tells every running instance (NOTIFY catalog_changed), which drop their cached catalog.
 */
export async function seedCatalog(dataSource: DataSource): Promise<void> {
  let inserted = 0;
  for (const [index, product] of catalogSeed.entries()) {
    const rows: unknown[] = await dataSource.query(
      `INSERT INTO "products" ("name", "type", "category", "price", "description", "features", "duration", "sort_order")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("name") DO NOTHING
       RETURNING "id"`,
      [
        product.name,
        product.type,
        product.category,
        product.price,
        product.description,
        product.features,
        product.duration,
        index,
      ],
    );
    inserted += rows.length;
  }
  if (inserted > 0) await dataSource.query(NOTIFY_CATALOG_CHANGED_SQL, ['seed']);
}
