import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtServer, spawnServer } from '../test/spawn-server';
import { TestClient, uniqueEmail } from '../test/test-server';

/** How a second server on the same DATA_DIR ends: its exit code, output and time taken. */
function runUntilExit(env: Record<string, string>, timeoutMs: number) {
  const started = Date.now();
  const child = spawn(process.execPath, [builtServer], {
    env: { ...process.env, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string; ms: number }>((resolve) => {
    // Still running after the timeout means it started beside the first one: the bug itself.
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

describe('one embedded DATA_DIR, one process', () => {
  it('refuses a second server at once, naming the folder and the holder, while the first keeps serving; takes over after the holder is killed', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hometunnel-lock-')), 'data');
    // A short stale time so the takeover after SIGKILL is quick (proper-lockfile's minimum: 2 s).
    const env = {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      HT_DATA_DIR_LOCK_STALE_MS: '3000',
    };
    const email = uniqueEmail('lock');

    const first = await spawnServer(env);
    let firstAlive = true;
    try {
      const firstClient = new TestClient(first.url);
      await firstClient.register(email, 'secret123');

      const second = await runUntilExit(env, 30_000);
      expect(second.code).toBe(1);
      expect(second.output).toContain(`DATA_DIR ${dataDir} is in use by another HomeTunnel process`);
      expect(second.output).toContain(`pid ${first.process.pid}`);
      expect(second.output).not.toMatch(/listening on/);
      // Refused before opening the database, which alone takes seconds.
      expect(second.ms).toBeLessThan(15_000);

      expect((await firstClient.get('/readyz')).status).toBe(200);
      expect((await firstClient.get('/api/auth/user')).body.email).toBe(email);

      // kill -9 leaves the lock behind; the next start sees its holder is gone and takes it over.
      expect(await first.stop('SIGKILL')).toBeNull();
      firstAlive = false;
      expect(existsSync(path.join(dataDir, 'lock'))).toBe(true);
    } finally {
      if (firstAlive) await first.stop('SIGKILL');
    }

    const third = await spawnServer(env);
    try {
      const client = new TestClient(third.url);
      expect((await client.post('/api/auth/login', { email, password: 'secret123' })).status).toBe(200);
    } finally {
      expect(await third.stop('SIGTERM')).toBe(0);
    }
    // A clean shutdown gives the folder back.
    expect(existsSync(path.join(dataDir, 'lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'lock-owner'))).toBe(false);
  }, 300_000);
});
