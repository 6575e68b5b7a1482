import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEST_HASH_COST_ENV } from '../auth/password-cost';

export const builtServer = path.resolve(__dirname, '../../dist/main.js');

/** The node flags `npm start` runs the server with (its heap budget), read from the root package.json. */
export function startNodeArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.match(/--max-old-space-size=\d+/g) ?? [];
}

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server (`npm run build -w api`) as its own process, as `npm start` does.
 * Used where jest's VM cannot host a part (PGlite) or where a real process is the point.
 */
export function spawnServer(env: Record<string, string>, startTimeoutMs = 90_000): Promise<SpawnedServer> {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build -w api first`);
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  };
  // A production server refuses the tests' cheap password hash (auth/password-cost): it gets the real one.
  if (childEnv.NODE_ENV === 'production') delete childEnv[TEST_HASH_COST_ENV];
  const child = spawn(process.execPath, [...startNodeArgs(), builtServer], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), startTimeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: match[1],
        process: child,
        stop: (signal = 'SIGTERM') =>
          new Promise((done) => {
            child.once('exit', (code) => done(code));
            child.kill(signal);
          }),
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** A port free a moment ago, for a server that must be told its port (e.g. METRICS_PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A GET on a connection of its own: a cluster's primary hands each new connection to the next worker. */
export function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}
