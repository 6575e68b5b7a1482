import type { DataSource } from 'typeorm';
import type { TestClient, TestResponse } from './test-server';

/**
 * Copies of one row of `table` (`count` of them, new ids), each with `overrides` (a column → SQL
 * expression over `g`, the copy's number 1..count, and $2…). Fills a list fast with valid rows, the
 * way an SQL import would.
 */
export async function cloneRows(
  dataSource: DataSource,
  table: string,
  templateId: string,
  count: number,
  overrides: Record<string, string>,
  params: unknown[] = [],
): Promise<string[]> {
  const fields = Object.entries({ id: 'gen_random_uuid()', ...overrides })
    .map(([column, expression]) => `'${column}', ${expression}`)
    .join(', ');
  const rows: { id: string }[] = await dataSource.query(
    `INSERT INTO "${table}"
     SELECT (jsonb_populate_record(NULL::"${table}", to_jsonb(t) || jsonb_build_object(${fields}))).*
       FROM "${table}" t, generate_series(1, ${Number(count)}) AS g
      WHERE t."id" = $1
     RETURNING "id"`,
    [templateId, ...params],
  );
  return rows.map((row) => row.id);
}

interface Connection {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
}

/**
 * Follows `endCursor` from the first page to the last. `pick` finds the connection in the data;
 * `between` runs after each page (to change rows mid-walk). Returns the ids in the order read.
 */
export async function walkConnection(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
  pick: (data: any) => Connection,
  between: (pageNumber: number, idsSoFar: readonly string[]) => Promise<void> = async () => undefined,
): Promise<{ ids: string[]; pages: number; totalCount?: number }> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 1; ; pages += 1) {
    const response = await client.gql(query, { ...variables, after });
    if (response.errors) throw new Error(JSON.stringify(response.errors));
    const connection = pick(response.data);
    ids.push(...connection.edges.map((edge) => edge.node.id));
    expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
    if (!connection.pageInfo.hasNextPage) return { ids, pages, totalCount: connection.totalCount };
    after = connection.pageInfo.endCursor;
    await between(pages, ids);
  }
}

/** Follows REST `Link: <…>; rel="next"` from `url` to the last page; returns the ids read. */
export async function walkLinks(
  client: TestClient,
  url: string,
  between: (pageNumber: number) => Promise<void> = async () => undefined,
): Promise<{ ids: string[]; pages: number; totalCount: string | null }> {
  const ids: string[] = [];
  let next: string | null = url;
  let totalCount: string | null = null;
  let pages = 0;
  while (next) {
    const response: TestResponse<{ id: string }[]> = await client.get<{ id: string }[]>(next);
    if (response.status !== 200)
      throw new Error(`${next}: ${response.status} ${JSON.stringify(response.body)}`);
    pages += 1;
    ids.push(...response.body.map((item) => item.id));
    totalCount = response.headers.get('x-total-count');
    next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1] ?? null;
    if (next) await between(pages);
  }
  return { ids, pages, totalCount };
}
