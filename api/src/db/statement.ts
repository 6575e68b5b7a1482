/** A parameterized SQL statement whose text numbers its parameters from $1. */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/**
 * Writes of several modules as data-modifying CTEs of ONE statement: they commit or fail together,
 * in one round trip and without BEGIN/COMMIT (on two cores a round trip costs more than the rows it
 * writes). Each write's parameters are renumbered after those already in `values`, which grows.
 * Answers the `name AS (…)` clauses for a WITH list. The writes must not touch the same rows (the
 * CTEs of one statement all see the snapshot it started with), must not have a WITH of their own,
 * and must keep every value in a parameter: `$n` is renumbered wherever it appears in the text.
 */
export function writesAsCtes(writes: readonly SqlStatement[], values: unknown[], prefix = 'write'): string[] {
  return writes.map((write, index) => asCte(`${prefix}_${index}`, write, values));
}

/**
 * `name AS (…)`: a statement of another module as one CTE of a statement being built, its
 * parameters renumbered after those already in `values` (which grows). The same rules as
 * writesAsCtes: no WITH of its own, every value in a parameter.
 */
export function asCte(name: string, statement: SqlStatement, values: unknown[]): string {
  const offset = values.length;
  values.push(...statement.values);
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  return `${name} AS (${text})`;
}

/** Several writes as one statement (see writesAsCtes). */
export function oneStatement(writes: readonly SqlStatement[]): SqlStatement {
  const values: unknown[] = [];
  return { text: `WITH ${writesAsCtes(writes, values).join(', ')} SELECT 1`, values };
}
