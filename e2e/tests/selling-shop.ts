import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { test as shared, expect } from './fixtures';
import { ADMIN } from './screens';

/**
 * A shop of its own for the selling specs, beside the run's shared server: the demo payment
 * provider on (PAYMENTS_DEMO=1) and its mail sent over real SMTP to a catcher in the test. The
 * shared server keeps the out-of-the-box pre-order flow the other specs check, and its stock
 * (every device at 0) stays theirs: restocking a device here changes nothing there.
 */
export interface SellingShop {
  url: string;
  /** Every mail the shop sent, as the SMTP catcher parsed it (attachments included). */
  mails: ParsedMail[];
  stop(): Promise<void>;
}

const repoRoot = resolve(__dirname, '../..');

/** A real SMTP server (smtp-server; STARTTLS off) that keeps each message parsed with mailparser. */
async function startSmtpCatcher(): Promise<{ url: string; mails: ParsedMail[]; stop(): Promise<void> }> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push(parsed);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** A port free right now: the server needs its own address before it starts (PUBLIC_URL). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', () => done()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the selling shop exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the selling shop did not start:\n${output()}`);
}

/**
 * Starts the built server (`npm run build`) as `npm start` does, with a fresh embedded database,
 * the admin made by the operator CLI (as playwright.config.ts does for the shared server).
 * `overrides` change its environment (the billing spec runs it outside production, where a
 * billing pass may be rehearsed at another moment).
 */
export async function startSellingShop(overrides: NodeJS.ProcessEnv = {}): Promise<SellingShop> {
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hometunnel-e2e-selling-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The embedded database of its own, whatever the shared server uses.
    DATABASE_URL: '',
    NODE_ENV: 'production',
    PUBLIC_URL: url,
    ADMIN_EMAILS: ADMIN.email,
    LOG_LEVEL: 'warn',
    PAYMENTS_DEMO: '1',
    SMTP_URL: smtp.url,
    CHECKOUT_MAX_PER_IP: '10000',
    CHECKOUT_EVENTS_MAX_PER_IP: '10000',
    REGISTRATION_MAX_PER_IP: '10000',
    ...overrides,
  };
  const cleanUp = async () => {
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const admin = spawnSync(process.execPath, ['api/dist/cli/admin.js', 'create', ADMIN.email], {
    cwd: repoRoot,
    env,
    input: `${ADMIN.password}\n`,
    encoding: 'utf8',
  });
  if (admin.status !== 0) {
    await cleanUp();
    throw new Error(`the admin CLI failed (${admin.status}):\n${admin.stdout}${admin.stderr}`);
  }

  let output = '';
  const child = spawn(process.execPath, ['api/dist/start.js'], { cwd: repoRoot, env, stdio: 'pipe' });
  // E2E_SHOP_LOG=<file>: the shop's own output, to see what it did when a test fails.
  const log = process.env.E2E_SHOP_LOG;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (log) appendFileSync(log, chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanUp();
  };
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, mails: smtp.mails, stop };
}

/**
 * Playwright's test with a selling shop per worker, the pages' base URL pointed at it. Each spec
 * calls it for a shop of its own: a worker fixture made by one `extend` is shared by every file the
 * worker runs, and one spec's stock must not change another's.
 */
export const sellingShopTest = () =>
  shared.extend<object, { shop: SellingShop }>({
    shop: [
      // Playwright reads which fixtures a function needs from its first parameter's pattern: none here.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const shop = await startSellingShop();
        await use(shop);
        await shop.stop();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ shop }, use) => use(shop.url),
  });

/** The mail to `to` whose subject matches, once the shop's SMTP client has delivered it. */
export async function mailTo(shop: SellingShop, to: string, subject: RegExp): Promise<ParsedMail> {
  const find = () =>
    shop.mails.find((mail) => JSON.stringify(mail.to).includes(to) && subject.test(mail.subject ?? ''));
  await expect.poll(() => find()?.subject, { timeout: 30_000 }).toMatch(subject);
  return find()!;
}
