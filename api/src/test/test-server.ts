import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_HASH_COST_ENV } from '../auth/password-cost';
import { loadConfig } from '../config';
import { queryCounter } from '../db/data-source';
import { startServer, type RunningServer } from '../server';

export interface TestServer extends RunningServer {
  client(): TestClient;
  /** SQL statements TypeORM sent while `action` ran. */
  countQueries(action: () => Promise<unknown>): Promise<number>;
}

/** The real server on port 0 against the run's test database (see global-setup). */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const databaseUrl = process.env.HT_TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('HT_TEST_DATABASE_URL is not set: run tests through jest');
  // Cheap password hashes (auth/password-cost): the test server is what registers accounts, so it
  // does not rely on the global setup alone.
  process.env[TEST_HASH_COST_ENV] ??= '1';
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hometunnel-test-')),
    SESSION_SECRET: 'test-session-secret',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: path.join(tmpdir(), 'hometunnel-no-web-build'),
    // Registration counters live in the run's shared database, so every file's sign-ups count
    // against one per-address budget; tests of the limit itself set their own value.
    REGISTRATION_MAX_PER_IP: '100000',
    PUBLIC_FORM_MAX_PER_IP: '100000',
    LOGIN_MAX_PER_IP: '100000',
    CHECKOUT_EVENTS_MAX_PER_IP: '100000',
    CHECKOUT_MAX_PER_IP: '100000',
    // The retention job deletes by the clock; its tests run it with a clock of their own.
    RETENTION_INTERVAL_MS: '0',
    // No webhook worker: its polling would add queries to other tests' counts. Webhook tests start
    // servers with a short WEBHOOK_POLL_MS.
    WEBHOOK_POLL_MS: '0',
    // The counts fold would add statements to the query counts of other tests; tests fold themselves.
    COUNTS_FOLD_INTERVAL_MS: '0',
    // Reservations end by the clock too; their tests run the expiry pass themselves.
    RESERVATION_EXPIRY_INTERVAL_MS: '0',
    // Bank transfer reminders and cancellations run by the clock; their tests call the job themselves.
    BANK_TRANSFER_JOB_INTERVAL_MS: '0',
    BILLING_INTERVAL_SECONDS: '0',
    // Quiet test output; LOG_LEVEL=info (or debug) in the environment shows the server's log.
    LOG_LEVEL: process.env.LOG_LEVEL || 'silent',
    ...env,
  });
  const running = await startServer(config);
  return {
    ...running,
    client: () => new TestClient(running.url),
    async countQueries(action) {
      const counter = queryCounter(running.db.dataSource);
      const before = counter.count;
      await action();
      return counter.count - before;
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface GraphQLResponse<T> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
}

let uniqueCounter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${process.pid}-${Date.now()}-${(uniqueCounter += 1)}@example.com`;

/** A browser-like HTTP client over fetch, with its own cookie jar. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    const allHeaders = init.headers as Record<string, string>;
    if (body !== undefined) {
      allHeaders['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    if (this.cookies.size) {
      allHeaders.cookie = this.cookieHeader();
    }
    const response = await fetch(this.baseUrl + urlPath, init);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(urlPath: string) {
    return this.request<T>('GET', urlPath);
  }
  post<T = any>(urlPath: string, body: unknown = {}) {
    return this.request<T>('POST', urlPath, body);
  }
  put<T = any>(urlPath: string, body: unknown) {
    return this.request<T>('PUT', urlPath, body);
  }
  delete<T = any>(urlPath: string) {
    return this.request<T>('DELETE', urlPath);
  }

  async gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const response = await this.request<{ data?: T; errors?: GraphQLResponse<T>['errors'] }>(
      'POST',
      '/graphql',
      { query, variables },
    );
    return { status: response.status, data: response.body?.data, errors: response.body?.errors };
  }

  hasSession(): boolean {
    return this.cookies.has('ht.sid');
  }

  /** The Cookie header this client sends (for raw requests made with it). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async register(email = uniqueEmail(), password = 'secret123', extra: Record<string, string> = {}) {
    const response = await this.post('/api/auth/register', { email, password, ...extra });
    if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
    return { email, password, user: response.body as { id: string; email: string; role: string } };
  }
}
