import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { describePostgres } from '../test/load-client';
import { runAdminCli } from '../test/run-cli';
import { spawnServer } from '../test/spawn-server';
import { startTestServer, TestClient, uniqueEmail } from '../test/test-server';

/** The operator CLI (`npm run admin`, built as dist/cli/admin.js) run as its own process. */

async function signsInAsAdmin(baseUrl: string, email: string, password: string) {
  const client = new TestClient(baseUrl);
  const login = await client.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  expect(login.body.role).toBe('admin');
  expect((await client.get('/api/admin/users')).status).toBe(200);
  return login.body as { email: string; firstName: string | null; role: string };
}

describe('npm run admin on the embedded database (a DATA_DIR of its own)', () => {
  it('creates an admin before the shop first starts, promotes a customer, and refuses unknown addresses and a DATA_DIR in use', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hometunnel-cli-')), 'data');
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') };
    const owner = uniqueEmail('cli-owner');
    const customer = uniqueEmail('cli-customer');

    const created = await runAdminCli(['create', owner, '--first-name', 'Olga'], env, 'owner-secret-1\n');
    expect(created.stderr).toBe('');
    expect(created).toMatchObject({
      code: 0,
      stdout: `Created the admin account ${owner}. It can sign in now.\n`,
    });
    const unknown = await runAdminCli(['promote', customer], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(`no account with ${customer}`);

    const shop = await spawnServer(env);
    try {
      const { user } = await new TestClient(shop.url).register(customer, 'customer-secret-1');
      expect(user.role).toBe('user');
      // The shop holds DATA_DIR: the CLI must not open the same database files beside it.
      const busy = await runAdminCli(['promote', customer], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`DATA_DIR ${dataDir} is in use`);
      expect(busy.stderr).toContain(`pid ${shop.process.pid}`);
    } finally {
      expect(await shop.stop()).toBe(0);
    }

    const promoted = await runAdminCli(['promote', customer], env);
    expect(promoted).toMatchObject({ code: 0, stdout: `${customer} is now an admin.\n` });

    const restarted = await spawnServer(env);
    try {
      expect((await signsInAsAdmin(restarted.url, owner, 'owner-secret-1')).firstName).toBe('Olga');
      await signsInAsAdmin(restarted.url, customer, 'customer-secret-1');
    } finally {
      await restarted.stop();
    }
  }, 400_000);
});

describePostgres('npm run admin on PostgreSQL (DATABASE_URL)', () => {
  it('promotes and creates admins while the shop runs, counts them verified, and refuses what it cannot do', async () => {
    const url = process.env.HT_TEST_DATABASE_URL ?? '';
    const env = { DATABASE_URL: url, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hometunnel-cli-pg-')) };
    const server = await startTestServer();
    const database = new Client({ connectionString: url });
    await database.connect();
    const verifiedAt = async (email: string) =>
      (await database.query('SELECT "email_verified_at" FROM "users" WHERE "email" = $1', [email])).rows[0]
        ?.email_verified_at as Date | null | undefined;
    try {
      const customer = uniqueEmail('cli-pg-customer');
      const session = server.client();
      await session.register(customer, 'customer-secret-1');
      expect(await verifiedAt(customer)).toBeNull();
      const promoted = await runAdminCli(['promote', customer.toUpperCase()], env);
      expect(promoted).toMatchObject({ code: 0, stdout: `${customer} is now an admin.\n` });
      // The signed-in session gets the role at its next request: roles are read fresh.
      expect((await session.get('/api/auth/user')).body.role).toBe('admin');
      expect(await verifiedAt(customer)).toBeInstanceOf(Date);
      const again = await runAdminCli(['promote', customer], env);
      expect(again).toMatchObject({ code: 0, stdout: `${customer} is already an admin.\n` });

      const owner = uniqueEmail('cli-pg-owner');
      const created = await runAdminCli(['create', owner, '--last-name=Operator'], env, 'owner-secret-1\r\n');
      expect(created).toMatchObject({
        code: 0,
        stdout: `Created the admin account ${owner}. It can sign in now.\n`,
      });
      await signsInAsAdmin(server.url, owner, 'owner-secret-1');
      expect(await verifiedAt(owner)).toBeInstanceOf(Date);

      const duplicate = await runAdminCli(['create', owner], env, 'another-secret\n');
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr).toContain(`An account with ${owner} already exists`);
      await signsInAsAdmin(server.url, owner, 'owner-secret-1');

      const weak = await runAdminCli(['create', uniqueEmail('cli-pg-weak')], env, '12345\n');
      expect(weak).toMatchObject({ code: 1, stderr: 'admin: Password must be at least 6 characters\n' });
      const unknown = await runAdminCli(['promote', uniqueEmail('cli-pg-nobody')], env);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/^admin: no account with /);
      const usage = await runAdminCli(['demote', owner], env);
      expect(usage.code).toBe(2);
    } finally {
      await database.end();
      await server.close();
    }
  }, 180_000);
});
