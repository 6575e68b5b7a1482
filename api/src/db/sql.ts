import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { queryCounter } from './data-source';

/**
 * One parameterized statement straight on the pg pool TypeORM uses, without a TypeORM query
 * runner: for the hottest reads (every signed-in request). Still counted by the QueryCounter, so
 * the tests that pin a screen's statement count keep seeing these.
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  queryCounter(dataSource).logQuery();
  const pool = (dataSource.driver as PostgresDriver).master as Pool;
  return (await pool.query<Row>(text, params)).rows;
}
