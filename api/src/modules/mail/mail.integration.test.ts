import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { startTestServer, uniqueEmail, type TestClient, type TestServer } from '../../test/test-server';
import { eventually, mailWorkersLock, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher';
import { mailSubject } from '../../mail/templates';
import type { OutgoingMail } from './mail.service';

/** Long waits: a loaded two-core machine may be slow, but nothing here asserts timing. */
const LONG = 180_000;
const postgresql = process.env.HT_TEST_DATABASE_MODE === 'postgresql';

let release: (() => Promise<void>) | undefined;
beforeAll(async () => {
  release = await mailWorkersLock();
}, 20 * 60_000);
afterAll(async () => {
  await release?.();
});

/** A ticket reply whose ticket subject carries the test's tag, and whose reply is "Hello <n>". */
function mail(tag: string, n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    to: `customer-${n}-${tag}@example.com`,
    template: {
      kind: 'ticket-reply',
      ticket: { number: `T${n}`, fullName: 'Ada', subject: `[${tag}] mail ${n}` },
      reply: `Hello ${n}`,
    },
    language: 'en',
    ...extra,
  };
}

const SHOP = { brandName: 'HomeTunnel', supportEmail: 'support@hometunnel.example', publicUrl: '' };
/** The subject `mail(tag, n)` is sent with. */
const subject = (tag: string, n: number) => mailSubject(mail(tag, n).template, SHOP);

async function enqueue(server: TestServer, mails: OutgoingMail[]): Promise<void> {
  await server.db.dataSource.transaction(async (manager) => {
    for (const each of mails) await server.services.mail.enqueue(manager, each);
  });
}

interface Row {
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  html: string | null;
  text: string | null;
}

async function rows(server: TestServer, tag: string): Promise<Row[]> {
  return server.db.dataSource.query(
    `SELECT "subject", "status", "attempts", "last_error", "html", "text"
       FROM "mail_outbox" WHERE "subject" LIKE $1`,
    [`Re: [${tag}]%`],
  );
}

function caught(catcher: SmtpCatcher, tag: string) {
  return catcher.mails.filter((each) => each.subject.startsWith(`Re: [${tag}]`));
}

/** Commits one more mail and waits for it: every mail committed before it has had its chance. */
async function barrier(server: TestServer, catcher: SmtpCatcher): Promise<void> {
  const tag = randomUUID();
  await enqueue(server, [mail(tag, 0)]);
  await eventually(() => caught(catcher, tag).length === 1, 'the barrier mail', LONG);
}

function countBySubject(catcher: SmtpCatcher, tag: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const each of caught(catcher, tag)) counts.set(each.subject, (counts.get(each.subject) ?? 0) + 1);
  return counts;
}

/** A port where nothing listens (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mail worker with a real SMTP server', () => {
  let catcher: SmtpCatcher;
  let server: TestServer;

  beforeAll(async () => {
    catcher = await startSmtpCatcher(0, { rejectRecipients: /^refused-/ });
    server = await startTestServer({
      SMTP_URL: catcher.url,
      MAIL_FROM: 'Test Shop <shop@example.com>',
      MAIL_POLL_MS: '50',
    });
  }, LONG);
  afterAll(async () => {
    await server?.close();
    await catcher?.stop();
  }, LONG);

  test(
    'sends each enqueued row exactly once, from MAIL_FROM, with its HTML and text',
    async () => {
      const tag = randomUUID();
      const mails = Array.from({ length: 15 }, (_, n) => mail(tag, n + 1));
      await enqueue(server, mails);
      // The same dedupe key twice (e.g. a replayed checkout): one mail.
      const dedupeKey = `order-confirmation:${tag}`;
      await enqueue(server, [mail(tag, 100, { dedupeKey })]);
      await enqueue(server, [mail(tag, 101, { dedupeKey })]);

      await eventually(
        async () => (await rows(server, tag)).every((row) => row.status === 'sent'),
        'every row sent',
        LONG,
      );
      await barrier(server, catcher);

      const counts = countBySubject(catcher, tag);
      expect(counts.size).toBe(16);
      expect([...counts.values()].every((count) => count === 1)).toBe(true);
      expect(counts.has(subject(tag, 100))).toBe(true);
      expect(counts.has(subject(tag, 101))).toBe(false);
      const first = caught(catcher, tag).find((each) => each.subject === subject(tag, 1));
      expect(first).toMatchObject({
        from: 'shop@example.com',
        to: `customer-1-${tag}@example.com`,
        // "Reply to this email" (ticket mails) reaches support, not MAIL_FROM's no-reply box.
        replyTo: 'support@hometunnel.example',
      });
      // Rendered by the worker from the stored template, just before sending.
      expect(first?.html).toContain('Hello 1');
      expect(first?.html).toContain('<!DOCTYPE html');
      expect(first?.text).toContain('Hello 1');
      const stored = await rows(server, tag);
      expect(stored).toHaveLength(16);
      expect(stored.every((row) => row.attempts === 1 && row.last_error === null)).toBe(true);
      // What was sent is kept for the Mail screen.
      const sent = stored.find((row) => row.subject === subject(tag, 1));
      expect(sent?.html).toBe(first?.html);
      expect(sent?.text?.trim()).toBe(first?.text.trim());
    },
    LONG,
  );

  test(
    'a mail the server refuses (5xx) is failed at once, with the error kept for the admin',
    async () => {
      const tag = randomUUID();
      await enqueue(server, [mail(tag, 1, { to: `refused-${tag}@example.com` }), mail(tag, 2)]);
      const settled = await eventually(
        async () => {
          const stored = await rows(server, tag);
          return stored.every((row) => row.status === 'sent' || row.status === 'failed') && stored;
        },
        'both rows settled',
        LONG,
      );
      const refused = settled.find((row) => row.subject === subject(tag, 1));
      expect(refused).toMatchObject({ status: 'failed', attempts: 1 });
      expect(refused?.last_error).toMatch(/550/);
      expect(settled.find((row) => row.subject === subject(tag, 2))?.status).toBe('sent');
      expect(caught(catcher, tag).map((each) => each.subject)).toEqual([subject(tag, 2)]);
    },
    LONG,
  );

  test(
    'a rolled-back transaction sends nothing',
    async () => {
      const tag = randomUUID();
      await expect(
        server.db.dataSource.transaction(async (manager) => {
          await server.services.mail.enqueue(manager, mail(tag, 1));
          throw new Error('the event failed');
        }),
      ).rejects.toThrow('the event failed');
      await barrier(server, catcher);
      expect(caught(catcher, tag)).toHaveLength(0);
      expect(await rows(server, tag)).toHaveLength(0);
    },
    LONG,
  );
});

describe('SMTP server down, then up', () => {
  test(
    'retries with backoff and delivers every mail once the server returns',
    async () => {
      const port = await freePort();
      const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_POLL_MS: '50' });
      let catcher: SmtpCatcher | undefined;
      try {
        const tag = randomUUID();
        await enqueue(
          server,
          Array.from({ length: 5 }, (_, n) => mail(tag, n + 1)),
        );
        // Nothing listens: each row fails at least twice and waits, pending, with the error kept.
        await eventually(
          async () => {
            const stored = await rows(server, tag);
            return stored.every((row) => row.attempts >= 2 && row.status !== 'sent');
          },
          'two failed attempts per row',
          LONG,
        );
        const waiting = await rows(server, tag);
        expect(waiting.every((row) => row.status === 'pending' || row.status === 'sending')).toBe(true);
        expect(waiting.some((row) => row.last_error)).toBe(true);

        catcher = await startSmtpCatcher(port);
        await eventually(
          async () => (await rows(server, tag)).every((row) => row.status === 'sent'),
          'every row sent after the server returned',
          LONG,
        );
        await barrier(server, catcher);
        const counts = countBySubject(catcher, tag);
        expect(counts.size).toBe(5);
        expect([...counts.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await server.close();
        await catcher?.stop();
      }
    },
    LONG,
  );
});

describe(`${postgresql ? 'two app instances' : 'one app instance (embedded database)'} sending one outbox`, () => {
  test(
    'each row is sent exactly once',
    async () => {
      const catcher = await startSmtpCatcher();
      const servers: TestServer[] = [];
      try {
        for (let i = 0; i < (postgresql ? 2 : 1); i += 1)
          servers.push(await startTestServer({ SMTP_URL: catcher.url, MAIL_POLL_MS: '20' }));
        const tag = randomUUID();
        const total = 60;
        // Committed in several transactions, from each instance, while the workers run.
        for (let batch = 0; batch < 6; batch += 1) {
          const from = servers[batch % servers.length];
          await enqueue(
            from,
            Array.from({ length: 10 }, (_, n) => mail(tag, batch * 10 + n + 1)),
          );
        }
        await eventually(
          async () => (await rows(servers[0], tag)).every((row) => row.status === 'sent'),
          'every row sent',
          LONG,
        );
        await barrier(servers[0], catcher);
        const counts = countBySubject(catcher, tag);
        expect(counts.size).toBe(total);
        expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
        // Claimed once each: no row was ever taken by two workers.
        expect((await rows(servers[0], tag)).every((row) => row.attempts === 1)).toBe(true);
      } finally {
        for (const each of servers) await each.close();
        await catcher.stop();
      }
    },
    LONG,
  );
});

describe('without SMTP_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAIL_POLL_MS: '50' });
  }, LONG);
  afterAll(async () => {
    await server?.close();
  }, LONG);

  async function signedIn(role: 'admin' | 'customer'): Promise<TestClient> {
    const client = server.client();
    const email = uniqueEmail(role);
    await client.register(email);
    if (role === 'admin')
      await server.db.dataSource.query(`UPDATE "users" SET "role" = 'admin' WHERE "email" = $1`, [email]);
    return client;
  }

  test(
    'mails are kept held and admins read them over REST and GraphQL; customers and guests are refused',
    async () => {
      const tag = randomUUID();
      await enqueue(server, [mail(tag, 1)]);
      // Written as its template: nothing was rendered in the transaction that wrote it.
      expect(await rows(server, tag)).toEqual([
        expect.objectContaining({ status: 'held', attempts: 0, last_error: null, html: null, text: null }),
      ]);

      const admin = await signedIn('admin');
      const list = await admin.get('/api/admin/mail?limit=100');
      expect(list.status).toBe(200);
      expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(list.body.length);
      const listed = (list.body as { id: string; subject: string; html: string; text: string }[]).find(
        (each) => each.subject === subject(tag, 1),
      );
      expect(listed).toMatchObject({
        kind: 'ticket-reply',
        to: `customer-1-${tag}@example.com`,
        status: 'held',
        sentAt: null,
        html: expect.stringContaining('Hello 1'),
        text: expect.stringContaining('Hello 1'),
      });
      // Rendered on the first read, and kept: later reads show the same bodies.
      const [stored] = await rows(server, tag);
      expect(stored).toMatchObject({ html: listed!.html, text: listed!.text });
      const one = await admin.get(`/api/admin/mail/${listed!.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: listed!.id, status: 'held' });
      expect((await admin.get(`/api/admin/mail/${randomUUID()}`)).status).toBe(404);
      expect((await admin.get('/api/admin/mail/not-an-id')).status).toBe(404);

      const gql = await admin.gql<{
        mails: { totalCount: number; edges: { node: { id: string; subject: string; status: string } }[] };
        adminMail: { to: string; html: string; text: string; attempts: number; lastError: string | null };
      }>(
        `query ($id: ID!) {
          mails(first: 100) { totalCount edges { node { id subject status createdAt sentAt } } }
          adminMail(id: $id) { to html text attempts lastError }
        }`,
        { id: listed!.id },
      );
      expect(gql.errors).toBeUndefined();
      const nodes = gql.data?.mails.edges.map((edge) => edge.node) ?? [];
      expect(nodes.some((each) => each.id === listed!.id && each.status === 'held')).toBe(true);
      expect(gql.data?.mails.totalCount).toBeGreaterThanOrEqual(nodes.length);
      expect(gql.data?.adminMail).toEqual({
        to: `customer-1-${tag}@example.com`,
        html: stored.html,
        text: stored.text,
        attempts: 0,
        lastError: null,
      });

      const customer = await signedIn('customer');
      expect((await customer.get('/api/admin/mail')).status).toBe(403);
      expect((await customer.get(`/api/admin/mail/${listed!.id}`)).status).toBe(403);
      const refused = await customer.gql(`query { mails { edges { node { id to } } } }`);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await server.client().get('/api/admin/mail')).status).toBe(401);
      const guest = await server.client().gql(`query ($id: ID!) { adminMail(id: $id) { html } }`, {
        id: listed!.id,
      });
      expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    },
    LONG,
  );
});
