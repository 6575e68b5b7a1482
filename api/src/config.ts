import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { passwordHashCost } from './auth/password-cost';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from './modules/webhooks/webhooks.rules';
import {
  loadPaymentsConfig,
  loadSellerConfig,
  type PaymentsConfig,
  type SellerConfig,
} from './modules/payments/payments.config';

/** Every setting the server reads, from the environment, validated once. README lists them all. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  cookieSecure: boolean | 'auto';
  trustProxy: boolean;
  adminEmails: readonly string[];
  /** Sign-in attempts per email; per client address and email; per client address (one window). */
  loginFailureLimit: { points: number; windowSeconds: number };
  loginFailurePerAddressAndEmail: number;
  loginAttemptsPerAddress: number;
  registrationLimit: { points: number; windowSeconds: number };
  /** Support tickets and waitlist sign-ups, each counted per client address. */
  publicFormLimit: { points: number; windowSeconds: number };
  /** Checkout events per client address (same window as the public forms). */
  checkoutEventsPerAddress: number;
  /** Checkout saves, and separately new orders, per client address (same window). */
  checkoutsPerAddress: number;
  /** Who may run `__schema` / `__type` queries: staff = admins and API tokens (the explorer). */
  graphqlIntrospection: IntrospectionPolicy;
  graphqlTrustedDocuments: boolean;
  trustedDocumentsFile: string;
  apiTokenRateLimit: { points: number; windowSeconds: number };
  brandName: string;
  supportEmail: string;
  /** SMTP_URL (`smtp://user:pass@host:587`); unset: mails are kept `held` for the admin Mail screen. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** PUBLIC_URL: where links in mails point (no trailing slash). */
  publicUrl: string;
  /** MAIL_POLL_MS: how often each instance's mail worker looks for mails to send. */
  mailPollMs: number;
  /**
   * RETENTION_INTERVAL_MS: how often each instance runs the retention job (replicas take turns
   * under an advisory lock); 0 schedules none (the API tests run it with their own clock).
   */
  retentionIntervalMs: number;
  /**
   * COUNTS_FOLD_INTERVAL_MS: how often each instance folds the delta rows of the list counts and the
   * funnel's daily counts (db/list-counts.ts); 0 schedules none (the API tests fold when they choose).
   */
  countsFoldIntervalMs: number;
  /**
   * BANK_TRANSFER_JOB_INTERVAL_MS: how often each instance sends the 7-day bank transfer reminders
   * and cancels transfers unpaid after BANK_TRANSFER_HOLD_DAYS; 0 schedules none (the API tests run it).
   */
  bankTransferJobIntervalMs: number;
  /** How often the billing pass runs (BILLING_INTERVAL_SECONDS, default 600; 0 turns it off). */
  billingIntervalMs: number;
  /** NODE_ENV=production: a billing pass at another moment is refused. */
  production: boolean;
  webDistDir: string;
  logLevel: string;
  /** The public response cache in front of Express (http/public-cache.ts); RESPONSE_CACHE=false turns it off. */
  responseCache: boolean;
  /** Signed-in cart operations and orders answered before Express (http/signed-in-lane/); SIGNED_IN_LANE=false turns it off. */
  signedInLane: boolean;
  /**
   * PAGE_RENDERS_MAX_PER_IP per PAGE_RENDER_WINDOW_SECONDS: server renders no cache entry is made
   * from (signed-in visitors, pages with a query string), per client address and process.
   */
  pageRenderLimit: { points: number; windowSeconds: number };
  /** pg connect timeout and statement timeout (0 = none); see db/data-source.ts. */
  databaseTimeouts: { connectMs: number; statementMs: number };
  /** How long a SIGTERM waits for in-flight requests before closing their connections. */
  shutdownTimeoutMs: number;
  /** WEB_CONCURRENCY: server processes sharing the port (PostgreSQL only; see cluster.ts). */
  workers: number;
  /** Outgoing webhooks (modules/webhooks; README lists the variables). */
  webhooks: WebhookConfig;
  /**
   * METRICS_PORT: Prometheus metrics at `/metrics` on this port (on HOST), never on the public
   * one; unset: no metrics. With WEB_CONCURRENCY > 1 the primary serves the workers' sum.
   */
  metricsPort: number | undefined;
  /** Slow or numerous clients: see server.ts. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; maxConnections: number };
  /** Payment providers, reservations (modules/payments/payments.config.ts; docs/selling.md). */
  payments: PaymentsConfig;
  /** SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_ID: the seller on every invoice. */
  seller: SellerConfig;
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS: send to any address, and over plain http (development, tests). */
  allowPrivateNetworks: boolean;
  /** WEBHOOK_HTTP_HOSTS: comma-separated host names that may be reached over plain http. */
  httpHosts: string[];
  /** WEBHOOK_RETRY_SCHEDULE: the waits before each retry, in ms. */
  retryScheduleMs: number[];
  /** WEBHOOK_POLL_MS: how often each instance's webhook worker looks for due deliveries; 0 runs none here. */
  pollMs: number;
  /** WEBHOOK_SECRET_KEY (else SESSION_SECRET): what the stored signing secrets are encrypted with. */
  secretKey: string;
}

export type IntrospectionPolicy = 'everyone' | 'staff' | 'nobody';

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** A generated secret kept under DATA_DIR, so sessions survive restarts without configuration. */
function persistedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process starting on the same new folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readFileSync(file, 'utf8').trim();
    }
    return secret;
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(raw: string | undefined): string {
  const level = (raw || 'info').toLowerCase();
  if (!LOG_LEVELS.includes(level))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return level;
}

/** GRAPHQL_INTROSPECTION: true, false or staff; staff in production, everyone elsewhere. */
function introspectionPolicy(raw: string | undefined, production: boolean): IntrospectionPolicy {
  const value = raw?.toLowerCase();
  if (value === undefined || value === '') return production ? 'staff' : 'everyone';
  if (value === 'staff') return 'staff';
  return flag({ GRAPHQL_INTROSPECTION: value }, 'GRAPHQL_INTROSPECTION', true) ? 'everyone' : 'nobody';
}

/** PUBLIC_URL: an http(s) origin (and path), without a trailing slash. */
function publicUrl(raw: string | undefined): string {
  const value = (raw || 'http://localhost:3000').trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) URL, got "${raw}"`);
  return value.replace(/\/+$/, '');
}

function metricsPort(env: Env): number | undefined {
  if (env.METRICS_PORT === undefined || env.METRICS_PORT === '') return undefined;
  const port = integer(env, 'METRICS_PORT', 0);
  if (port > 65535) throw new Error(`METRICS_PORT must be a port number, got "${env.METRICS_PORT}"`);
  if (port !== 0 && port === integer(env, 'PORT', 3000))
    throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  return port;
}

export function loadConfig(env: Env = process.env): Config {
  // Refuses the tests' cheap password hash in production at start, not at the first sign-up.
  passwordHashCost(env);
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const production = env.NODE_ENV === 'production';
  const cookieSecureRaw = (env.COOKIE_SECURE || (production ? 'auto' : '')).toLowerCase();
  const headersTimeoutMs = integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 15_000, 1);
  const sessionSecret = env.SESSION_SECRET || persistedSessionSecret(dataDir);
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sessionSecret,
    cookieSecure:
      cookieSecureRaw === 'auto' ? 'auto' : flag({ COOKIE_SECURE: cookieSecureRaw }, 'COOKIE_SECURE', false),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    loginFailureLimit: {
      points: integer(env, 'LOGIN_MAX_FAILURES', 10, 1),
      windowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 1),
    },
    loginFailurePerAddressAndEmail: integer(env, 'LOGIN_MAX_FAILURES_PER_IP_EMAIL', 5, 1),
    loginAttemptsPerAddress: integer(env, 'LOGIN_MAX_PER_IP', 50, 1),
    registrationLimit: {
      points: integer(env, 'REGISTRATION_MAX_PER_IP', 30, 1),
      windowSeconds: integer(env, 'REGISTRATION_WINDOW_SECONDS', 60 * 60, 1),
    },
    publicFormLimit: {
      points: integer(env, 'PUBLIC_FORM_MAX_PER_IP', 20, 1),
      windowSeconds: integer(env, 'PUBLIC_FORM_WINDOW_SECONDS', 60 * 60, 1),
    },
    checkoutEventsPerAddress: integer(env, 'CHECKOUT_EVENTS_MAX_PER_IP', 200, 1),
    checkoutsPerAddress: integer(env, 'CHECKOUT_MAX_PER_IP', 30, 1),
    graphqlIntrospection: introspectionPolicy(env.GRAPHQL_INTROSPECTION, production),
    graphqlTrustedDocuments: flag(env, 'GRAPHQL_TRUSTED_DOCUMENTS', production),
    trustedDocumentsFile: path.resolve(
      env.TRUSTED_DOCUMENTS_FILE || path.join(__dirname, '../../web/src/gql/persisted-documents.json'),
    ),
    apiTokenRateLimit: {
      points: integer(env, 'API_TOKEN_RATE_LIMIT', 600, 1),
      windowSeconds: integer(env, 'API_TOKEN_RATE_WINDOW_SECONDS', 60, 1),
    },
    brandName: env.BRAND_NAME || 'HomeTunnel',
    supportEmail: env.SUPPORT_EMAIL || 'support@hometunnel.example',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${env.BRAND_NAME || 'HomeTunnel'} <no-reply@hometunnel.example>`,
    publicUrl: publicUrl(env.PUBLIC_URL),
    mailPollMs: integer(env, 'MAIL_POLL_MS', 2000, 10),
    retentionIntervalMs: integer(env, 'RETENTION_INTERVAL_MS', 60 * 60 * 1000, 0),
    countsFoldIntervalMs: integer(env, 'COUNTS_FOLD_INTERVAL_MS', 30_000, 0),
    bankTransferJobIntervalMs: integer(env, 'BANK_TRANSFER_JOB_INTERVAL_MS', 10 * 60 * 1000, 0),
    billingIntervalMs: integer(env, 'BILLING_INTERVAL_SECONDS', 600, 0) * 1000,
    production,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(__dirname, '../../web/dist')),
    logLevel: logLevel(env.LOG_LEVEL),
    responseCache: flag(env, 'RESPONSE_CACHE', true),
    signedInLane: flag(env, 'SIGNED_IN_LANE', true),
    pageRenderLimit: {
      points: integer(env, 'PAGE_RENDERS_MAX_PER_IP', 120, 1),
      windowSeconds: integer(env, 'PAGE_RENDER_WINDOW_SECONDS', 60, 1),
    },
    databaseTimeouts: {
      connectMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 3000, 100),
      statementMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000, 0),
    },
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0),
    workers: integer(env, 'WEB_CONCURRENCY', 1, 1),
    webhooks: {
      allowPrivateNetworks: flag(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
      httpHosts: (env.WEBHOOK_HTTP_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
      retryScheduleMs: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE || DEFAULT_RETRY_SCHEDULE),
      pollMs: integer(env, 'WEBHOOK_POLL_MS', 1000, 0),
      secretKey: env.WEBHOOK_SECRET_KEY || sessionSecret,
    },
    metricsPort: metricsPort(env),
    http: {
      headersTimeoutMs,
      // Node refuses a headers timeout longer than the request timeout.
      requestTimeoutMs: integer(
        env,
        'HTTP_REQUEST_TIMEOUT_MS',
        Math.max(30_000, headersTimeoutMs),
        headersTimeoutMs,
      ),
      maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1),
    },
    payments: loadPaymentsConfig(env, { production, development: env.NODE_ENV === 'development' }),
    seller: loadSellerConfig(env, env.BRAND_NAME || 'HomeTunnel'),
  };
}
