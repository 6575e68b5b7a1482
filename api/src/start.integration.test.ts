import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_HASH_COST_ENV } from './auth/password-cost';

const startScript = path.resolve(__dirname, '../dist/start.js');
let child: ChildProcess;
let url: string;

/**
 * The built entry of `npm start` on a fresh embedded database, with NODE_ENV unset, as a shell
 * would start it, with `settings` besides.
 */
function spawnStart(settings: Record<string, string>): ChildProcess {
  const env: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hometunnel-start-')),
    LOG_LEVEL: 'info',
    ...settings,
  };
  delete env.NODE_ENV; // jest sets it to "test"
  delete env[TEST_HASH_COST_ENV]; // production refuses the tests' cheap password hash
  delete env.COOKIE_SECURE;
  delete env.GRAPHQL_TRUSTED_DOCUMENTS;
  delete env.GRAPHQL_INTROSPECTION;
  return spawn(process.execPath, [startScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(async () => {
  child = spawnStart({ PORT: '0', HOST: '127.0.0.1' });
  let output = '';
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}, 120_000);
afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('npm start', () => {
  it('runs the production entry', () => {
    const scripts = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')).scripts;
    expect(scripts.start).toMatch(/node (--[\w-]+=\S+ )*api\/dist\/start\.js$/);
  });

  it('serves in production mode: only trusted documents, no introspection for guests', async () => {
    const query = encodeURIComponent('{ __schema { types { name } } }');
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(response.status).toBe(403);
    expect(
      ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0],
    ).toMatchObject({ extensions: { code: 'TRUSTED_DOCUMENT_REQUIRED' } });
  });

  it('signs in over plain http on localhost (Secure cookies only on HTTPS requests)', async () => {
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `start-${Date.now()}@example.com`, password: 'secret123' }),
    });
    expect(registered.status).toBe(201);
    const [cookie] = registered.headers.getSetCookie();
    expect(cookie).toMatch(/^ht\.sid=/);
    expect(cookie).not.toMatch(/;\s*secure/i);
    const me = await fetch(`${url}/api/auth/user`, { headers: { cookie: cookie.split(';')[0] } });
    expect(me.status).toBe(200);
  });
});

describe('npm start with a setting it refuses', () => {
  it('exits 1 and its last log line, written on the way out, says why', async () => {
    const failing = spawnStart({ PORT: '3999', METRICS_PORT: '3999' });
    // Should it start after all, it is not left running.
    const guard = setTimeout(() => failing.kill('SIGKILL'), 20_000);
    let stdout = '';
    failing.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // 'close': the process has exited and its stdout has been read to the end.
    const code = await new Promise((resolve) => failing.once('close', resolve));
    clearTimeout(guard);
    expect(code).toBe(1);
    const lines = stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.at(-1)).toMatchObject({
      level: 'fatal',
      msg: 'failed to start',
      err: { message: expect.stringContaining('METRICS_PORT must differ from PORT') },
    });
  });
});
