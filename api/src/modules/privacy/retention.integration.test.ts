import { Client } from 'pg';
import { adminEmails, signedInAdmin } from '../../test/admin-client';
import { placeOrder } from '../../test/order-actions';
import { catalogIds } from '../../test/shop-fixtures';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { ANONYMISED_CUSTOMER } from '../orders/order-records.service';
import { connectionDataCutoff, RETENTION_LOCK_KEY, yearsBefore } from './retention';

let server: TestServer;
let admin: TestClient;
const [adminEmail] = adminEmails(1, 'retention-admin');
/** The clock of these tests: every run gets it, every old row is dated from it. */
const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: adminEmail });
  admin = await signedInAdmin(server, adminEmail);
});
afterAll(() => server.close());

const sql = <T = any>(text: string, values: unknown[] = []): Promise<T[]> =>
  server.db.dataSource.query(text, values);
const exists = async (table: string, id: string) =>
  (await sql(`SELECT 1 FROM "${table}" WHERE "id" = $1`, [id])).length === 1;

async function ticket(subject: string): Promise<string> {
  const response = await server.client().post('/api/tickets', {
    fullName: 'Ada Lovelace',
    email: uniqueEmail('retention-ticket'),
    subject,
    message: 'The travel router shows a red light after setup.',
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

describe('retention run (a clock the test sets)', () => {
  it('deletes support records (tickets, sent mails) 2 years after their last activity, keeps the others', async () => {
    const old = await ticket('Old ticket here');
    const revived = await ticket('Old but answered');
    const recent = await ticket('Recent ticket here');
    const longAgo = new Date(yearsBefore(NOW, 2).getTime() - DAY_MS);
    await sql(`UPDATE "tickets" SET "created_at" = $2, "updated_at" = $2 WHERE "id" = ANY($1)`, [
      [old, revived],
      longAgo,
    ]);
    expect((await admin.post(`/api/admin/tickets/${old}/replies`, { body: 'An old answer.' })).status).toBe(
      201,
    );
    await sql(`UPDATE "ticket_messages" SET "created_at" = $2 WHERE "ticket_id" = $1`, [old, longAgo]);
    await sql(`UPDATE "tickets" SET "updated_at" = $2 WHERE "id" = $1`, [old, longAgo]);
    await sql(
      `INSERT INTO "ticket_messages" ("ticket_id", "author", "body", "created_at") VALUES ($1, 'staff', 'Still here?', $2)`,
      [revived, daysBefore(10)],
    );

    const oldMail = await sql<{ id: string }>(
      `INSERT INTO "mail_outbox" ("kind", "to_address", "subject", "html", "text", "status", "created_at")
       VALUES ('ticket-reply', 'old@example.com', 'Re: old', '<p>x</p>', 'x', 'sent', $1),
              ('ticket-reply', 'new@example.com', 'Re: new', '<p>x</p>', 'x', 'sent', $2) RETURNING "id"`,
      [longAgo, daysBefore(1)],
    );

    const report = await server.services.retention.run(NOW);
    expect(report?.ticketsDeleted).toBeGreaterThanOrEqual(1);
    expect(await exists('mail_outbox', oldMail[0].id)).toBe(false);
    expect(await exists('mail_outbox', oldMail[1].id)).toBe(true);
    expect(await exists('tickets', old)).toBe(false);
    expect(await sql(`SELECT 1 FROM "ticket_messages" WHERE "ticket_id" = $1`, [old])).toHaveLength(0);
    expect(await exists('tickets', revived)).toBe(true);
    expect(await exists('tickets', recent)).toBe(true);
  });

  it('erases accounts 3 years after their last activity (orders anonymised), never an admin; sign-in and use move last activity on', async () => {
    const ids = await catalogIds(server.client());
    const dormant = server.client();
    const { email, user } = await dormant.register(uniqueEmail('dormant'));
    const orderId = await placeOrder(dormant, [ids.light], { email });
    const active = server.client();
    const { user: activeUser } = await active.register(uniqueEmail('active'));
    const threeYearsAgo = yearsBefore(NOW, 3);
    const adminId = (await sql(`SELECT "id" FROM "users" WHERE "email" = $1`, [adminEmail]))[0].id;
    await sql(`UPDATE "users" SET "last_active_at" = $2 WHERE "id" = ANY($1)`, [
      [user.id, adminId],
      new Date(threeYearsAgo.getTime() - DAY_MS),
    ]);
    await sql(`UPDATE "users" SET "last_active_at" = $2 WHERE "id" = $1`, [
      activeUser.id,
      new Date(threeYearsAgo.getTime() + DAY_MS),
    ]);

    const report = await server.services.retention.run(NOW);
    expect(report?.accountsErased).toBeGreaterThanOrEqual(1);
    expect(await exists('users', user.id)).toBe(false);
    expect(await exists('users', activeUser.id)).toBe(true);
    expect(await exists('users', adminId)).toBe(true);
    const [order] = await sql(`SELECT "user_id", "customer_email" FROM "orders" WHERE "id" = $1`, [orderId]);
    expect(order).toEqual({ user_id: null, customer_email: ANONYMISED_CUSTOMER.email });
    expect((await dormant.get('/api/auth/user')).status).toBe(401);

    // Signing in, or using a session, makes an account active again.
    const lastActive = async (id: string) =>
      new Date((await sql(`SELECT "last_active_at" FROM "users" WHERE "id" = $1`, [id]))[0].last_active_at);
    expect(
      (await server.client().post('/api/auth/login', { email: adminEmail, password: 'secret123' })).status,
    ).toBe(200);
    expect((await lastActive(adminId)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const user2 = server.client();
    const { user: used } = await user2.register(uniqueEmail('returning'));
    await sql(`UPDATE "users" SET "last_active_at" = $2 WHERE "id" = $1`, [used.id, daysBefore(400)]);
    expect((await user2.get('/api/auth/user')).status).toBe(200);
    for (let tries = 0; tries < 50 && (await lastActive(used.id)) < daysBefore(1); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await lastActive(used.id)).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('deletes raw checkout events older than 30 days and keeps their daily counts, equal to the raw ones', async () => {
    const cutoff = connectionDataCutoff(NOW);
    const dayOne = new Date(cutoff.getTime() - 10 * DAY_MS + 3_600_000);
    const dayTwo = new Date(dayOne.getTime() + DAY_MS);
    const recent = daysBefore(2);
    const tag = `retention_${process.pid}_${Date.now()}`;
    const events: [string, string, Date][] = [
      [`${tag}_a`, 'add_to_cart', dayOne],
      [`${tag}_a`, 'add_to_cart', dayOne],
      [`${tag}_a`, 'begin_checkout', dayOne],
      [`${tag}_b`, 'add_to_cart', dayOne],
      [`${tag}_c`, 'add_to_cart', dayTwo],
      [`${tag}_c`, 'purchase', dayTwo],
      [`${tag}_d`, 'add_to_cart', recent],
      // A backlog: an event weeks older than the others is deleted by an earlier run.
      [`${tag}_e`, 'add_to_cart', new Date(cutoff.getTime() - 25 * DAY_MS)],
    ];
    for (const [sessionId, eventType, createdAt] of events)
      await sql(
        `INSERT INTO "checkout_events" ("session_id", "event_type", "metadata", "created_at") VALUES ($1, $2, '{}', $3)`,
        [sessionId, eventType, createdAt],
      );
    const rangeStart = new Date(Math.floor(dayOne.getTime() / DAY_MS) * DAY_MS);
    const funnel = async (from: Date, to: Date) => {
      const response = await admin.get(
        `/api/admin/checkout-funnel?from=${from.toISOString()}&to=${to.toISOString()}`,
      );
      expect(response.status).toBe(200);
      return Object.fromEntries(
        response.body.steps.map((step: { eventType: string; sessions: number }) => [
          step.eventType,
          step.sessions,
        ]),
      );
    };
    const oldRange = [rangeStart, new Date(rangeStart.getTime() + 2 * DAY_MS)] as const;
    const before = await funnel(...oldRange);
    expect(before).toMatchObject({ add_to_cart: 3, begin_checkout: 1, purchase: 1 });
    const rawDaily = await sql(
      `SELECT ("created_at" AT TIME ZONE 'UTC')::date::text AS "day", "event_type", COUNT(DISTINCT "session_id")::int AS "sessions"
         FROM "checkout_events" WHERE "created_at" >= $1 AND "created_at" < $2 GROUP BY 1, 2 ORDER BY 1, 2`,
      [...oldRange],
    );
    const recentBefore = await funnel(daysBefore(3), new Date(NOW.getTime() + DAY_MS));

    // A run deletes at most 7 days: the backlog's first week, then the rest.
    await server.services.retention.run(NOW);
    expect(await sql(`SELECT 1 FROM "checkout_events" WHERE "session_id" = $1`, [`${tag}_e`])).toHaveLength(
      0,
    );
    expect(await sql(`SELECT 1 FROM "checkout_events" WHERE "session_id" = $1`, [`${tag}_a`])).toHaveLength(
      3,
    );
    await server.services.retention.run(NOW);

    expect(await sql(`SELECT 1 FROM "checkout_events" WHERE "created_at" < $1`, [cutoff])).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM "checkout_events" WHERE "session_id" = $1`, [`${tag}_d`])).toHaveLength(
      1,
    );
    // The sessions counted on those days are forgotten with the raw events; the counts stay.
    expect(
      await sql(`SELECT 1 FROM "checkout_funnel_sessions" WHERE "session_id" LIKE $1 AND "day" < $2::date`, [
        `${tag}_%`,
        cutoff.toISOString().slice(0, 10),
      ]),
    ).toHaveLength(0);
    const kept = await sql(
      `SELECT "day"::text AS "day", "event_type", sum("sessions")::int AS "sessions" FROM "checkout_funnel_daily"
        WHERE "day" >= $1::date AND "day" < $2::date GROUP BY 1, 2 ORDER BY 1, 2`,
      [oldRange[0].toISOString().slice(0, 10), oldRange[1].toISOString().slice(0, 10)],
    );
    expect(kept).toEqual(rawDaily);
    expect(await funnel(...oldRange)).toEqual(before);
    expect(
      (await funnel(daysBefore(3), new Date(NOW.getTime() + DAY_MS))).add_to_cart,
    ).toBeGreaterThanOrEqual(recentBefore.add_to_cart);
  });

  it('deletes expired rate-limit entries (client addresses) and orders past the 7-year duty', async () => {
    const key = `retention_test:${process.pid}:203.0.113.7`;
    await sql(`INSERT INTO "rate_limits" ("key", "points", "expire") VALUES ($1, 3, $2), ($3, 1, $4)`, [
      `${key}:old`,
      daysBefore(31).getTime(),
      `${key}:live`,
      NOW.getTime() + 3_600_000,
    ]);
    const ids = await catalogIds(server.client());
    const buyer = server.client();
    await buyer.register(uniqueEmail('ancient-buyer'));
    const ancient = await placeOrder(buyer, [ids.light]);
    const kept = await placeOrder(buyer, [ids.pro]);
    await sql(`UPDATE "orders" SET "created_at" = $2 WHERE "id" = $1`, [
      ancient,
      new Date(yearsBefore(NOW, 7).getTime() - DAY_MS),
    ]);

    await server.services.retention.run(NOW);

    const limits = await sql(`SELECT "key" FROM "rate_limits" WHERE "key" LIKE $1 ORDER BY "key"`, [
      `${key}:%`,
    ]);
    expect(limits).toEqual([{ key: `${key}:live` }]);
    expect(await exists('orders', ancient)).toBe(false);
    expect(await exists('orders', kept)).toBe(true);
  });

  (process.env.HT_TEST_DATABASE_MODE === 'postgresql' ? it : it.skip)(
    'skips a run while another replica holds the retention lock',
    async () => {
      const replica = new Client({ connectionString: process.env.HT_TEST_DATABASE_URL });
      await replica.connect();
      try {
        await replica.query('SELECT pg_advisory_lock($1)', [RETENTION_LOCK_KEY]);
        expect(await server.services.retention.run(NOW)).toBeNull();
        await replica.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]);
        expect(await server.services.retention.run(NOW)).not.toBeNull();
      } finally {
        await replica.end();
      }
    },
  );
});
