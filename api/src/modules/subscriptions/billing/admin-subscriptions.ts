import { In, type DataSource } from 'typeorm';
import { billingMessages, SUBSCRIPTION_STATUSES } from '@hometunnel/rules';
import { badInput } from '../../../common/app-error';
import { isUuid } from '../../../common/check';
import { pagingMessages, type PageResult } from '../../../common/keyset';
import { Subscription } from '../subscription.entity';

const CURSOR_VERSION = 's1';
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
// Past due first, then suspended: what staff act on; then by end date (soonest first).
const RANK = `CASE s."status" WHEN 'past_due' THEN 0 WHEN 'suspended' THEN 1 ELSE 2 END`;
const END_TEXT = `to_char(s."end_date" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Position {
  rank: number;
  end: string;
  id: string;
}

const encode = (position: Position) =>
  Buffer.from(JSON.stringify([CURSOR_VERSION, position.rank, position.end, position.id])).toString(
    'base64url',
  );

function decode(cursor: string): Position {
  try {
    const [version, rank, end, id] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      version === CURSOR_VERSION &&
      [0, 1, 2].includes(rank as number) &&
      TIMESTAMP_TEXT.test(String(end)) &&
      isUuid(id)
    )
      return { rank: rank as number, end: end as string, id: id as string };
  } catch {
    // answered below
  }
  throw badInput(pagingMessages.after);
}

/** The admin Subscriptions list: filtered by status, past due and suspended first, a page at a time. */
export async function pageAllSubscriptions(
  dataSource: DataSource,
  filter: { status?: string | null; first: number; after?: string | null },
): Promise<PageResult<Subscription>> {
  if (filter.status != null && !(SUBSCRIPTION_STATUSES as readonly string[]).includes(filter.status))
    throw badInput(billingMessages.badStatus);
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.status) {
    params.push(filter.status);
    where.push(`s."status" = $${params.length}`);
  }
  if (filter.after) {
    const after = decode(filter.after);
    params.push(after.rank, after.end, after.id);
    const n = params.length;
    where.push(`(${RANK}, s."end_date", s."id") > ($${n - 2}::int, $${n - 1}::timestamptz, $${n}::uuid)`);
  }
  params.push(filter.first + 1);
  const rows: (Record<string, unknown> & { rank: number; end_text: string })[] = await dataSource.query(
    `SELECT s."id", ${RANK} AS "rank", ${END_TEXT} AS "end_text" FROM "subscriptions" s
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${RANK}, s."end_date", s."id" LIMIT $${params.length}`,
    params,
  );
  const page = rows.slice(0, filter.first);
  const byId = new Map(
    (page.length
      ? await dataSource.getRepository(Subscription).findBy({ id: In(page.map((row) => String(row.id))) })
      : []
    ).map((subscription) => [subscription.id, subscription]),
  );
  const cursors = page.map((row) =>
    encode({ rank: Number(row.rank), end: row.end_text, id: String(row.id) }),
  );
  return {
    nodes: page.map((row) => byId.get(String(row.id))!),
    cursors,
    hasNextPage: rows.length > filter.first,
    endCursor: cursors.at(-1) ?? null,
    totalCount: async () => {
      const counted: { count: string }[] = await dataSource.query(
        `SELECT count(*) AS "count" FROM "subscriptions" s ${filter.status ? 'WHERE s."status" = $1' : ''}`,
        filter.status ? [filter.status] : [],
      );
      return Number(counted[0]?.count ?? 0);
    },
  };
}
