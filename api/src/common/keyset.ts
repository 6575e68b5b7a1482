import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badInput } from './app-error';
import { isUuid } from './check';
import { keysetAtSql } from './keyset-batches';

/**
 * Cursor paging for every list that can grow (Relay connections on GraphQL, `Link: rel="next"` on
 * REST): newest first by (created_at, id) unless asked otherwise, each page one index range scan
 * that starts after the previous page's last row. Never OFFSET, so a late page costs what the first
 * one does, and rows inserted or deleted between pages neither skip nor repeat a surviving row.
 *
 * Change sync (integrations): ordered by (updated_at, id) ascending, a row that changes during a
 * walk moves behind the cursor's end and is read again later in the same walk, so a walk from
 * `updatedAfter` misses no change. updated_at is stamped by the database (a BEFORE UPDATE trigger,
 * migration 1766040000000-change-sync) whatever writes the row.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;

export const pagingMessages = {
  first: `first must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  limit: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  after: 'after is not a cursor this list gave out: start again from the first page',
  afterOrder: 'after was given out for another orderBy: pass the same orderBy as the page it came from',
  offset: 'offset is not supported: follow the Link header (rel="next") to the next page',
};

/** The sort of a list: a timestamp column, then id in the same direction. */
export interface ListOrder {
  field: 'created_at' | 'updated_at';
  direction: 'ASC' | 'DESC';
}

export const NEWEST_FIRST: ListOrder = { field: 'created_at', direction: 'DESC' };

const orderKey = (order: ListOrder) => `${order.field}.${order.direction}`;

/** Where a page starts: the sort key and id of the last row of the previous page. */
export interface KeysetPosition {
  /** The sort the cursor was given out for ("created_at.DESC"). */
  order: string;
  /** The row's sort timestamp as PostgreSQL prints it, to the microsecond (a JS Date keeps only ms). */
  at: string;
  id: string;
}

/** What a caller asks: how many rows, after which row (null: from the first), in which order. */
export interface PageRequest {
  first: number;
  after: KeysetPosition | null;
  /** NEWEST_FIRST when unset. */
  order?: ListOrder;
  /** Only rows whose updated_at is strictly after this instant (change sync). */
  updatedAfter?: Date;
}

/** One page of a list, newest first, plus the list's size when the caller wants it. */
export interface PageResult<T> {
  nodes: T[];
  /** The cursor of each node, in the same order. */
  cursors: string[];
  hasNextPage: boolean;
  endCursor: string | null;
  /** The number of rows matching the filters, all pages together (read only when asked). */
  totalCount: () => Promise<number>;
}

const CURSOR_VERSION = 'k2';
const ORDER_KEYS = new Set(['created_at.DESC', 'created_at.ASC', 'updated_at.DESC', 'updated_at.ASC']);
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, position.order, position.at, position.id])).toString(
    'base64url',
  );
}

/** The position an `after` cursor names; anything this API did not give out is BAD_USER_INPUT. */
export function decodeCursor(cursor: string): KeysetPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(pagingMessages.after);
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 4 ||
    parsed[0] !== CURSOR_VERSION ||
    !ORDER_KEYS.has(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    !TIMESTAMP_TEXT.test(parsed[2]) ||
    Number.isNaN(Date.parse(parsed[2])) ||
    !isUuid(parsed[3])
  ) {
    throw badInput(pagingMessages.after);
  }
  return { order: parsed[1] as string, at: parsed[2] as string, id: parsed[3] as string };
}

/**
 * A page request from `first`/`limit` and `after` as a client sent them: `size` 1–100 (default
 * 50), `after` a cursor or empty. `sizeMessage` names the argument the client used.
 */
export function pageRequest(
  size: unknown,
  after: unknown,
  sizeMessage: string = pagingMessages.first,
): PageRequest {
  const first = size === undefined || size === null ? PAGE_SIZE_DEFAULT : size;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > PAGE_SIZE_MAX) {
    throw badInput(sizeMessage);
  }
  if (after === undefined || after === null || after === '') return { first, after: null };
  if (typeof after !== 'string' || after.length > 200) throw badInput(pagingMessages.after);
  return { first, after: decodeCursor(after) };
}

/**
 * Runs `query` (an entity query with its filters applied, alias `alias`, one row per entity) for
 * one page in the request's order. The (…, created_at, id) index of each filter, or the
 * (updated_at, id) index, answers it as a range scan. `totalCount` counts the filters' rows; with
 * `updatedAfter` the count is of the same query (an index range count).
 */
export async function keysetPage<T extends ObjectLiteral & { id: string }>(
  query: SelectQueryBuilder<T>,
  alias: string,
  request: PageRequest,
  totalCount: () => Promise<number>,
): Promise<PageResult<T>> {
  const order = request.order ?? NEWEST_FIRST;
  const sortColumn = `"${alias}"."${order.field}"`;
  const id = `"${alias}"."id"`;
  if (request.updatedAfter) {
    query.andWhere(`"${alias}"."updated_at" > :updatedAfter`, { updatedAfter: request.updatedAfter });
  }
  const counted = request.updatedAfter ? query.clone() : undefined;
  if (request.after) {
    if (request.after.order !== orderKey(order)) throw badInput(pagingMessages.afterOrder);
    const comparison = order.direction === 'DESC' ? '<' : '>';
    query.andWhere(`(${sortColumn}, ${id}) ${comparison} (:afterAt::timestamptz, :afterId::uuid)`, {
      afterAt: request.after.at,
      afterId: request.after.id,
    });
  }
  const { entities, raw } = await query
    .addSelect(keysetAtSql(sortColumn), 'keyset_at')
    .orderBy(`${alias}.${order.field === 'created_at' ? 'createdAt' : 'updatedAt'}`, order.direction)
    .addOrderBy(`${alias}.id`, order.direction)
    .limit(request.first + 1)
    .getRawAndEntities<{ keyset_at: string }>();
  const hasNextPage = entities.length > request.first;
  const nodes = entities.slice(0, request.first);
  const cursors = nodes.map((node, index) =>
    encodeCursor({ order: orderKey(order), at: raw[index].keyset_at, id: node.id }),
  );
  return {
    nodes,
    cursors,
    hasNextPage,
    endCursor: cursors.at(-1) ?? null,
    totalCount: counted ? () => counted.getCount() : totalCount,
  };
}
