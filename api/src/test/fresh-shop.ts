import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { spawnServer } from './spawn-server';
import { startTestServer } from './test-server';

export const FRESH_SHOP_START_TIMEOUT_MS = 120_000;

export interface FreshShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * A server on a database of its own, for rules about the whole user table ("no admin yet", "the
 * last admin") that the run's shared database cannot show while other files add admins. With a
 * real PostgreSQL it is a new database there, served in-process; with the embedded database it is
 * the built server (`npm run build -w api`) in a child process with its own DATA_DIR, because
 * PGlite cannot start inside jest's VM.
 */
export async function startFreshShop(env: Record<string, string> = {}): Promise<FreshShop> {
  const common = { REGISTRATION_MAX_PER_IP: '1000', ...env };
  if (process.env.HT_TEST_DATABASE_MODE === 'postgresql') {
    const runUrl = new URL(process.env.HT_TEST_DATABASE_URL ?? '');
    const name = `${runUrl.pathname.slice(1)}_fresh_${process.pid}_${Date.now()}`;
    const runDatabase = new Client({ connectionString: runUrl.toString() });
    await runDatabase.connect();
    await runDatabase.query(`CREATE DATABASE "${name}"`);
    const url = new URL(runUrl);
    url.pathname = `/${name}`;
    const server = await startTestServer({ ...common, DATABASE_URL: url.toString() });
    return {
      url: server.url,
      async stop() {
        await server.close();
        await runDatabase.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await runDatabase.end();
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-fresh-'));
  // A first embedded start (initdb + migrations) took over 30 s on a busy two-core machine.
  const spawned = await spawnServer(
    {
      ...common,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'test-session-secret',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    },
    FRESH_SHOP_START_TIMEOUT_MS,
  );
  // The child's log is otherwise invisible: keep its error lines so a 500 explains itself.
  const errors: string[] = [];
  const keepErrors = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/"level":"error"|Error/.test(line)) errors.push(line);
  };
  spawned.process.stdout?.on('data', keepErrors);
  spawned.process.stderr?.on('data', keepErrors);
  return {
    url: spawned.url,
    async stop() {
      await spawned.stop();
      if (errors.length) console.error(`fresh shop server logged errors:\n${errors.join('\n')}`);
    },
  };
}
