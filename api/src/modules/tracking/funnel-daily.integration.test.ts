import { Client } from 'pg';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { startTestServer, type TestClient, type TestServer } from '../../test/test-server';
import { FunnelDailyCounts1766010000100 } from '../../db/migrations/1766010000100-funnel-daily-counts';
import { FUNNEL_QUERY } from './tracking.service';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'funnel-daily-admin');

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const sql = <T = any>(text: string, values: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, values);

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Days in 2090: no other test file writes events there, and the retention job (which deletes the
 * oldest events) never reaches them, so the counts below are this file's alone. Each test has its own.
 */
let dayCounter = 0;
const ownDays = (count: number) => {
  const first = Date.UTC(2090, 0, 1) + dayCounter * DAY_MS;
  dayCounter += count + 1;
  return Array.from({ length: count }, (_, index) => new Date(first + index * DAY_MS));
};
const tag = `funnel_${process.pid}_${Date.now()}`;

async function funnel(from: Date, to: Date): Promise<Record<string, number>> {
  const response = await admin.get(
    `/api/admin/checkout-funnel?from=${from.toISOString()}&to=${to.toISOString()}`,
  );
  expect(response.status).toBe(200);
  const gql = await admin.gql(
    `query($from: DateTimeISO!, $to: DateTimeISO!) { checkoutFunnel(from: $from, to: $to) { steps { eventType sessions } } }`,
    { from: from.toISOString(), to: to.toISOString() },
  );
  expect(gql.data.checkoutFunnel.steps).toEqual(response.body.steps);
  return Object.fromEntries(
    response.body.steps.map((step: { eventType: string; sessions: number }) => [
      step.eventType,
      step.sessions,
    ]),
  );
}

/** Distinct sessions per step and UTC day in the raw events of [from, to), summed per step. */
async function rawCounts(from: Date, to: Date): Promise<Record<string, number>> {
  const rows = await sql(
    `SELECT "event_type", sum("sessions")::int AS "sessions" FROM (
       SELECT ("created_at" AT TIME ZONE 'UTC')::date, "event_type", count(DISTINCT "session_id") AS "sessions"
         FROM "checkout_events" WHERE "created_at" >= $1 AND "created_at" < $2 GROUP BY 1, 2
     ) AS "daily" GROUP BY 1`,
    [from, to],
  );
  return Object.fromEntries(rows.map((row) => [row.event_type, row.sessions]));
}

const insertEvents = (events: [string, string, Date][]) =>
  sql(
    `INSERT INTO "checkout_events" ("session_id", "event_type", "created_at")
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])`,
    [events.map((event) => event[0]), events.map((event) => event[1]), events.map((event) => event[2])],
  );

describe('checkout funnel from daily counts', () => {
  it('counts a session once per step per day: across midnight once on each day, a repeat the same day once', async () => {
    const [dayOne, dayTwo] = ownDays(2);
    await insertEvents([
      [`${tag}_a`, 'add_to_cart', new Date(dayTwo.getTime() - 1)],
      [`${tag}_a`, 'add_to_cart', dayTwo],
      [`${tag}_a`, 'add_to_cart', new Date(dayTwo.getTime() + 12 * 3_600_000)],
      [`${tag}_a`, 'begin_checkout', new Date(dayTwo.getTime() + 12 * 3_600_000)],
      [`${tag}_b`, 'add_to_cart', new Date(dayTwo.getTime() + 3_600_000)],
    ]);
    const dayThree = new Date(dayTwo.getTime() + DAY_MS);
    expect(await funnel(dayOne, dayTwo)).toMatchObject({ add_to_cart: 1, begin_checkout: 0 });
    expect(await funnel(dayTwo, dayThree)).toMatchObject({ add_to_cart: 2, begin_checkout: 1 });
    expect(await funnel(dayOne, dayThree)).toMatchObject({ add_to_cart: 3, begin_checkout: 1 });
    // A day counts when its UTC midnight is in [from, to): not dayOne here, dayTwo whole.
    expect(await funnel(new Date(dayOne.getTime() + 1), new Date(dayTwo.getTime() + 1))).toMatchObject({
      add_to_cart: 2,
    });
    // The same session repeating a step the same day, in a later statement, counts once still.
    await insertEvents([[`${tag}_b`, 'add_to_cart', new Date(dayTwo.getTime() + 7_200_000)]]);
    expect(await funnel(dayTwo, dayThree)).toMatchObject({ add_to_cart: 2 });
  });

  it('counts events an SQL import writes (many in one statement) exactly as SQL counts the raw rows', async () => {
    const days = ownDays(3);
    const from = days[0];
    const to = new Date(days[2].getTime() + DAY_MS);
    await sql(
      `INSERT INTO "checkout_events" ("session_id", "event_type", "created_at")
       SELECT $1 || '_import_' || (i % 700), (ARRAY['add_to_cart', 'begin_checkout', 'add_address', 'purchase'])[1 + i % 4],
              $2::timestamptz + (i * interval '13 seconds')
         FROM generate_series(0, 19999) AS i`,
      [tag, from],
    );
    const raw = await rawCounts(from, to);
    expect(raw.add_to_cart).toBeGreaterThan(0);
    expect(await funnel(from, to)).toMatchObject(raw);
    // Day by day as well.
    for (const day of days)
      expect(await funnel(day, new Date(day.getTime() + DAY_MS))).toMatchObject(
        await rawCounts(day, new Date(day.getTime() + DAY_MS)),
      );
  });

  it('records events sent through the app, and leaves the sums as they were after a fold', async () => {
    const sessionId = `${tag}_app`;
    for (const eventType of ['add_to_cart', 'add_to_cart', 'begin_checkout'])
      expect((await server.client().post('/api/checkout-events', { sessionId, eventType })).status).toBe(202);
    const counted = await sql(
      `SELECT "event_type" FROM "checkout_funnel_sessions" WHERE "session_id" = $1 ORDER BY 1`,
      [sessionId],
    );
    expect(counted.map((row) => row.event_type)).toEqual(['add_to_cart', 'begin_checkout']);

    const [day] = ownDays(1);
    const end = new Date(day.getTime() + DAY_MS);
    for (let i = 0; i < 4; i += 1)
      await insertEvents([[`${tag}_fold_${i}`, 'add_to_cart', new Date(day.getTime() + i * 60_000)]]);
    const rows = () =>
      sql(
        `SELECT "sessions" FROM "checkout_funnel_daily" WHERE "day" = $1::date AND "event_type" = 'add_to_cart'`,
        [day.toISOString().slice(0, 10)],
      );
    expect(await rows()).toHaveLength(4);
    const before = await funnel(day, end);
    expect(await server.services.tracking.foldDailyCounts()).toBe(true);
    expect(await rows()).toEqual([{ sessions: 4 }]);
    expect(await funnel(day, end)).toEqual(before);
  });

  it('counts each session once when several connections write the same sessions at once', async () => {
    const [day] = ownDays(1);
    const writers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
        await client.connect();
        return client;
      }),
    );
    try {
      await Promise.all(
        writers.map(async (client) => {
          for (let session = 0; session < 30; session += 1)
            await client.query(
              `INSERT INTO "checkout_events" ("session_id", "event_type", "created_at") VALUES ($1, 'add_to_cart', $2)`,
              [`${tag}_concurrent_${session}`, new Date(day.getTime() + session * 1000)],
            );
        }),
      );
    } finally {
      await Promise.all(writers.map((client) => client.end()));
    }
    expect((await funnel(day, new Date(day.getTime() + DAY_MS))).add_to_cart).toBe(30);
  });

  it('reads the funnel as a range of IDX_checkout_funnel_daily_day', async () => {
    const runner = server.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // The table is tiny here, where a sequential scan is cheaper: the plan shows the index can serve it.
      await runner.query('SET LOCAL enable_seqscan = off');
      const plan: { 'QUERY PLAN': string }[] = await runner.query(`EXPLAIN ${FUNNEL_QUERY}`, [
        '2090-01-01',
        '2090-01-31',
      ]);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(
        /(Index Only Scan using|Index Scan using|Bitmap Index Scan on) "?IDX_checkout_funnel_daily_day/,
      );
      expect(text).toMatch(/Index Cond: \(\(day >= /);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('the migration counts the days that have raw events (its backfill run again, in a transaction rolled back)', async () => {
    const [day] = ownDays(1);
    await insertEvents([
      [`${tag}_migrated_a`, 'add_to_cart', day],
      [`${tag}_migrated_a`, 'add_to_cart', new Date(day.getTime() + 60_000)],
      [`${tag}_migrated_b`, 'add_to_cart', new Date(day.getTime() + DAY_MS - 1)],
      [`${tag}_migrated_b`, 'purchase', new Date(day.getTime() + DAY_MS - 1)],
    ]);
    const runner = server.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`DELETE FROM "checkout_funnel_sessions"`);
      await runner.query(`DELETE FROM "checkout_funnel_daily"`);
      await FunnelDailyCounts1766010000100.countExistingEvents(runner);
      const counts = await runner.query(
        `SELECT "event_type", sum("sessions")::int AS "sessions" FROM "checkout_funnel_daily"
          WHERE "day" = $1::date GROUP BY 1 ORDER BY 1`,
        [day.toISOString().slice(0, 10)],
      );
      expect(counts).toEqual([
        { event_type: 'add_to_cart', sessions: 2 },
        { event_type: 'purchase', sessions: 1 },
      ]);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
