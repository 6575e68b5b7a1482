import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { queryCounter } from './data-source';

/** Data sources whose every pool connection is its own server session (not the embedded one). */
const ownSessions = new WeakSet<DataSource>();

/**
 * Lets poolQuery use named (prepared) statements: parsed and planned once per connection instead
 * of on every call. Not on the embedded database, whose connections share one session (a second
 * connection preparing the same name would fail).
 */
export function allowNamedStatements(dataSource: DataSource): void {
  ownSessions.add(dataSource);
}

export function namedStatementsAllowed(dataSource: DataSource): boolean {
  return ownSessions.has(dataSource);
}

/**
 * The pg Pool TypeORM opened for this data source. TypeORM offers no documented handle on it and
 * takes no pool of ours: `PostgresDriver.master` is a public (not `private`) property of a class
 * its package exports, so this is the public way, kept in this one place. (`obtainMasterConnection()`
 * is public too, but checks a client out per call, which pool.query does for us.)
 */
export function typeormPool(dataSource: DataSource): Pool {
  return (dataSource.driver as PostgresDriver).master as Pool;
}

/**
 * One parameterized statement straight on the pg pool TypeORM uses, without a TypeORM query
 * runner: for the hottest reads (every signed-in request). Still counted by the QueryCounter, so
 * the tests that pin a screen's statement count keep seeing these. Statements name their
 * columns (no `*`): a prepared statement must not change its result type under a migration.
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: { name: string; text: string },
  params: unknown[],
): Promise<Row[]> {
  queryCounter(dataSource).logQuery();
  const pool = typeormPool(dataSource);
  const name = namedStatementsAllowed(dataSource) ? statement.name : undefined;
  return (await pool.query<Row>({ name, text: statement.text, values: params })).rows;
}
