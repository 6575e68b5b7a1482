// What `npm run seed:scale` writes (issue 18's "year of business") and the accounts it makes, shared
// with `npm run bench:scale`, which signs in with them. The compiled API (api/dist) is loaded from
// here so the seed uses the app's own migrations, catalog, password hashing and pricing.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded, built } from '../bench/processes.mjs';
import { root } from '../bench/settings.mjs';

/** The full size; `--scale F` multiplies every count (the bench's near-empty database is tiny). */
export const FULL_SIZES = {
  customers: 100_000,
  orders: 300_000,
  /** Orders of the one frequent customer (the first seeded customer). */
  bigCustomerOrders: 2_000,
  tickets: 50_000,
  waitlist: 100_000,
  checkoutEvents: 2_000_000,
};

export function sizesAt(scale) {
  const at = (n, min) => Math.max(min, Math.round(n * scale));
  const sizes = {
    customers: at(FULL_SIZES.customers, 10),
    orders: at(FULL_SIZES.orders, 30),
    bigCustomerOrders: at(FULL_SIZES.bigCustomerOrders, 6),
    tickets: at(FULL_SIZES.tickets, 10),
    waitlist: at(FULL_SIZES.waitlist, 10),
    checkoutEvents: at(FULL_SIZES.checkoutEvents, 100),
  };
  // Every order that was ever paid by a signed-in buyer granted one subscription: two in three.
  sizes.subscriptions = sizes.orders - Math.floor(sizes.orders / 3);
  return sizes;
}

/** The seeded admin, for benchmarks and for looking around (printed by seed:scale). */
export const SCALE_ADMIN = { email: 'scale-admin@hometunnel.example', password: 'Scale-Admin-Password-1' };
/** Every seeded customer shares this password (one argon2 hash, computed once). */
export const CUSTOMER_PASSWORD = 'Scale-Customer-Password-1';
/** The customer with bigCustomerOrders orders. */
export const BIG_CUSTOMER_EMAIL = 'frequent.buyer@example.com';

/**
 * Builds the API when its sources changed. A build with type errors (someone's change half done)
 * still emits JavaScript: that output is used with a warning rather than refusing to run.
 */
export function buildApi() {
  try {
    buildIfNeeded({ web: false });
  } catch (error) {
    if (!existsSync(built)) throw error;
    console.error('[scale] warning: the API build reported errors; using the JavaScript it emitted');
  }
}

/** A module of the compiled API (CommonJS), e.g. `api('db/database')`. */
const requireFromApi = createRequire(path.join(root, 'api/package.json'));
export const api = (module) => requireFromApi(path.join(root, 'api/dist', module));

/** The postgres:// URL in `value`, or an error that says what is expected. */
export function postgresUrl(value, name) {
  if (!value)
    throw new Error(
      `${name} is not set: give the PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/hometunnel_scale`,
    );
  if (!/^postgres(ql)?:\/\//.test(value))
    throw new Error(`${name} must be a postgres:// URL (the embedded database is not for this size)`);
  return value;
}

/** Customers, orders, tickets, waitlist entries or checkout events already there (catalog aside). */
export async function hasData(db) {
  const { rows } = await db.query(`SELECT to_regclass('public.users') IS NOT NULL AS migrated`);
  if (!rows[0].migrated) return false;
  const tables = ['users', 'orders', 'tickets', 'waitlist_entries', 'checkout_events'];
  const found = await db.query(tables.map((t) => `(SELECT 1 FROM "${t}" LIMIT 1)`).join(' UNION ALL '));
  return found.rows.length > 0;
}

/**
 * The app's migrations and catalog seed, as a starting server runs them, but without its statement
 * timeout (DATABASE_STATEMENT_TIMEOUT_MS, 10 s by default): a migration that rewrites a table of
 * this size may take longer, as it would in an operator's deploy step.
 */
export async function migrate(databaseUrl) {
  api('common/logger').logger.level = 'warn';
  const database = await api('db/database').openDatabase({ databaseUrl, dataDir: tmpdir() });
  await database.close();
}
