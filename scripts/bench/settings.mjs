// The bench's settings (environment variables, see bench.mjs) and the packages it borrows from the api
// workspace.
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'api/package.json'));
export const autocannon = require('autocannon');
export const pg = require('pg');
export const { hash: argon2Hash } = require('@node-rs/argon2');

export const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const DURATION = Number(process.env.BENCH_DURATION || 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
export const WARMUP = Math.max(1, Math.min(3, Math.round(DURATION / 4)));
export const ONLY = process.env.BENCH_ONLY
  ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim()))
  : undefined;
export const SESSION_SECRET = 'bench-session-secret';
export const WORKERS = Number(process.env.BENCH_WORKERS || cpus().length);
/** Buyers prepared per write round: more than any round can use, so no request repeats one. */
export const POOL_SIZE = Number(process.env.BENCH_POOL || 20_000);

export const log = (...args) => console.error('[bench]', ...args);
