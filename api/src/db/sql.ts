import type { Pool, QueryResultRow } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { queryCounter } from './data-source';
import { isDatabaseUnavailable } from './unavailable';

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

/** Told of every poolQuery statement once it ends (observability/metrics/database-metrics.ts). */
export type PoolQueryTimer = (text: string, succeeded: boolean, seconds: number) => void;
const poolQueryTimers = new WeakMap<DataSource, PoolQueryTimer>();

/** Times this data source's poolQuery statements as its TypeORM subscribers time the others. */
export function timePoolQueries(dataSource: DataSource, timer: PoolQueryTimer | undefined): void {
  if (timer) poolQueryTimers.set(dataSource, timer);
  else poolQueryTimers.delete(dataSource);
}

/**
 * One parameterized statement straight on the pg pool TypeORM uses, without a TypeORM query
 * runner: for the hottest statements (every signed-in request, every order). Counted and its
 * failure logged by the QueryCounter, and timed, as TypeORM's statements are. Statements name
 * their columns (no `*`): a prepared statement must not change its result type under a migration.
 */
export async function poolQuery<Row extends QueryResultRow>(
  dataSource: DataSource,
  statement: { name: string | undefined; text: string },
  params: unknown[],
): Promise<Row[]> {
  const counter = queryCounter(dataSource);
  counter.logQuery();
  const name = namedStatementsAllowed(dataSource) ? statement.name : undefined;
  // Checked out by hand: pool.query would close the connection on ANY error, a unique key's
  // included (an order's replay), and with it every statement prepared on it.
  const client = await typeormPool(dataSource).connect();
  const timer = poolQueryTimers.get(dataSource);
  const started = timer ? performance.now() : 0;
  let failure: Error | undefined;
  try {
    return (await client.query<Row>({ name, text: statement.text, values: params })).rows;
  } catch (error) {
    failure = error as Error;
    counter.logQueryError(failure);
    throw error;
  } finally {
    client.release(failure !== undefined && isDatabaseUnavailable(failure) ? failure : undefined);
    timer?.(statement.text, failure === undefined, (performance.now() - started) / 1000);
  }
}

/** Each shape's name, by its text (shapes: `MAX_SHAPES` a prefix at most, then unnamed). */
const shapeNames = new Map<string, Map<string, string>>();
/** How many texts of one prefix get a name (and what a caller may remember by shape). */
export const MAX_SHAPES = 32;

/**
 * A name for a statement built at run time whose text depends only on its shape (how many rows,
 * which writes), never on values: `prefix_1`, `prefix_2`, … by text, stable for the process, so
 * pg's per-connection prepared statements (a name must always mean one text) stay true. Past
 * `MAX_SHAPES` texts of one prefix (a caller putting values in its text) the statement goes unnamed.
 */
export function nameOfShape(prefix: string, text: string): string | undefined {
  let names = shapeNames.get(prefix);
  if (!names) shapeNames.set(prefix, (names = new Map()));
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_SHAPES) return known;
  const name = `${prefix}_${names.size + 1}`;
  names.set(text, name);
  return name;
}
