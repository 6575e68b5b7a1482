/**
 * Reading a whole list (an export) in keyset batches, newest first by (created_at, id): each batch
 * is one index range scan that starts after the previous batch's last row, so the millionth row
 * costs what the first does, and no connection or transaction is held between batches.
 */
export const EXPORT_BATCH_SIZE = 1000;

/** Where the next batch starts: the last row's created_at as PostgreSQL prints it, and its id. */
export interface BatchPosition {
  /** To the microsecond: a JS Date keeps only milliseconds and would skip or repeat rows. */
  at: string;
  id: string;
}

/** Select this as `keyset_at` to carry a row's created_at into the next batch's condition. */
export const keysetAtSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A timestamptz as text the way `Date.toISOString` prints it (milliseconds, UTC): the API's form. */
export const isoTextSql = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A parameterized SQL statement under construction: conditions joined by AND. */
export class SqlConditions {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** Adds the value as the next `$n` and returns that placeholder. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): void {
    this.conditions.push(condition);
  }

  /** `(created_at, id) < (position)`: the rows after `position` in newest-first order. */
  addAfter(createdAt: string, id: string, position: BatchPosition | null): void {
    if (position)
      this.add(
        `(${createdAt}, ${id}) < (${this.param(position.at)}::timestamptz, ${this.param(position.id)}::uuid)`,
      );
  }

  get where(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/**
 * Yields `read`'s batches until one comes back short. `read` answers at most `size` rows after
 * `position` (null: from the newest), newest first, each with its `keyset_at` and `id`.
 */
export async function* keysetBatches<Row extends { keyset_at: string; id: string }>(
  read: (position: BatchPosition | null, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let position: BatchPosition | null = null;
  for (;;) {
    const rows = await read(position, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    position = { at: last.keyset_at, id: last.id };
  }
}
