import type { DataSource } from 'typeorm';
import { catalogSeed } from '../modules/catalog/catalog.seed';

/**
 * Inserts the catalog products that are missing, by name. Existing rows are never touched, so
 * running it twice (or on every start of every instance) changes nothing.
 */
export async function seedCatalog(dataSource: DataSource): Promise<void> {
  for (const [index, product] of catalogSeed.entries()) {
    await dataSource.query(
      `INSERT INTO "products" ("name", "type", "category", "price", "description", "features", "duration", "sort_order")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("name") DO NOTHING`,
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
  }
}
