import { type DataSource, EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { poolQuery } from './sql';

/**
 * Entities read by hand-written SQL instead of TypeORM's query builder: a `findOne` builds its
 * SELECT anew on every call (aliases, escaping, regex replacements of property names), which was
 * ~4 % of an order's CPU per lookup. The column list is built once per entity; a row becomes the
 * entity as `manager.create` would make it, with each column's `from` transformer applied, so it
 * equals what `find()` loads (pg already types timestamptz as Date and numeric as text).
 */
const selectLists = new WeakMap<object, string>();

/** `"col_a", "col_b", …`: every column of the entity by its database name. */
export function entityColumns(dataSource: DataSource, entity: EntityTarget<ObjectLiteral>): string {
  const metadata = dataSource.getMetadata(entity);
  let list = selectLists.get(metadata);
  if (list === undefined) {
    list = metadata.columns.map((column) => `"${column.databaseName}"`).join(', ');
    selectLists.set(metadata, list);
  }
  return list;
}

/** A column as a row fills it: its database name and its `from` transformers, in the order to apply. */
interface ColumnReader {
  column: ColumnMetadata;
  from: ((value: unknown) => unknown)[];
}
const columnReaders = new WeakMap<EntityMetadata, ColumnReader[]>();

function readersOf(metadata: EntityMetadata): ColumnReader[] {
  let readers = columnReaders.get(metadata);
  if (readers === undefined) {
    readers = metadata.nonVirtualColumns.map((column) => {
      const { transformer } = column;
      const list =
        transformer === undefined
          ? []
          : Array.isArray(transformer)
            ? [...transformer].reverse()
            : [transformer];
      return { column, from: list.map((t) => (value: unknown) => t.from(value)) };
    });
    columnReaders.set(metadata, readers);
  }
  return readers;
}

/**
 * A row of `entityColumns` (or of `RETURNING *`) as the entity: what `manager.create` makes of the
 * row's columns (TypeORM's own instance, each defined column set through its metadata, embedded
 * ones included), without its general transformer walking relations these rows never carry; the
 * transformers are looked up once per entity.
 */
export function entityFromRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  row: Record<string, unknown>,
): T {
  const metadata = dataSource.getMetadata(entity);
  const created = metadata.create() as T;
  for (const { column, from } of readersOf(metadata)) {
    let value = row[column.databaseName];
    for (const transform of from) value = transform(value);
    if (value !== undefined) column.setEntityValue(created, value);
  }
  return created;
}

/**
 * The first row `statement` selects (it names `entityColumns`), as the entity, or null. Outside a
 * transaction it goes straight to the pool as a named statement (poolQuery: parsed and planned once
 * per connection, no TypeORM query runner), which these per-order reads pay for; in one, `runner`
 * runs it.
 */
export async function findEntity<T extends ObjectLiteral>(
  runner: DataSource | EntityManager,
  entity: EntityTarget<T>,
  statement: { name: string; text: string },
  params: unknown[],
): Promise<T | null> {
  const dataSource = runner instanceof EntityManager ? runner.connection : runner;
  const inTransaction = runner instanceof EntityManager && runner.queryRunner !== undefined;
  const rows: Record<string, unknown>[] = inTransaction
    ? await runner.query(statement.text, params)
    : await poolQuery(dataSource, statement, params);
  return rows[0] ? entityFromRow(dataSource, entity, rows[0]) : null;
}

/**
 * `alias."col" AS "alias.col", …`: an entity's columns in a row that carries several entities
 * (reads sent together as one statement); `entityOfAlias` takes them back out.
 */
export function aliasedColumns(
  dataSource: DataSource,
  entity: EntityTarget<ObjectLiteral>,
  alias: string,
): string {
  return dataSource
    .getMetadata(entity)
    .columns.map((column) => `${alias}."${column.databaseName}" AS "${alias}.${column.databaseName}"`)
    .join(', ');
}

/** Per entity and alias: each column's database name and its key in a row of aliasedColumns. */
const aliasedKeys = new WeakMap<EntityMetadata, Map<string, [string, string][]>>();

function keysOf(metadata: EntityMetadata, alias: string): [string, string][] {
  let byAlias = aliasedKeys.get(metadata);
  if (byAlias === undefined) aliasedKeys.set(metadata, (byAlias = new Map()));
  let keys = byAlias.get(alias);
  if (keys === undefined) {
    keys = metadata.columns.map((column) => [column.databaseName, `${alias}.${column.databaseName}`]);
    byAlias.set(alias, keys);
  }
  return keys;
}

/** The entity `aliasedColumns(…, alias)` selected into `row`; undefined when its row was missing. */
export function entityOfAlias<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  row: Record<string, unknown>,
  alias: string,
): T | undefined {
  const metadata = dataSource.getMetadata(entity);
  // A primary key is never null: a null one is the outer join's empty side.
  if (row[`${alias}.${metadata.primaryColumns[0].databaseName}`] == null) return undefined;
  const own: Record<string, unknown> = {};
  for (const [name, key] of keysOf(metadata, alias)) own[name] = row[key];
  return entityFromRow(dataSource, entity, own);
}
