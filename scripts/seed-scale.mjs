#!/usr/bin/env node
// npm run seed:scale: a year of business in the PostgreSQL database of DATABASE_URL (issue 18):
// 100,000 customers, 300,000 orders (one customer with 2,000), 200,000 subscriptions, 50,000
// tickets, 100,000 waitlist entries and 2,000,000 checkout events, written set-based
// (INSERT … SELECT FROM generate_series), after the app's own migrations and catalog seed.
// See docs/performance.md "Data at scale".
//
//   --force      wipe a database that already holds data (drops and recreates the public schema)
//   --scale F    multiply every count by F (e.g. 0.01 for a quick try; the bench's small database)
import { pg } from './bench/settings.mjs';
import { seedCheckoutEvents } from './scale/events.mjs';
import { seedOrders } from './scale/orders.mjs';
import { seedPeople } from './scale/people.mjs';
import {
  api,
  BIG_CUSTOMER_EMAIL,
  buildApi,
  CUSTOMER_PASSWORD,
  hasData,
  migrate,
  postgresUrl,
  SCALE_ADMIN,
  sizesAt,
} from './scale/settings.mjs';
import { seedTickets, seedWaitlist } from './scale/support.mjs';

const log = (...args) => console.error('[seed:scale]', ...args);
const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(`Usage: DATABASE_URL=postgres://… npm run seed:scale [-- --force] [-- --scale F]
  --force     wipe a database that already holds data (drops and recreates its public schema)
  --scale F   multiply every count by F (default 1: 100,000 customers, 300,000 orders, …)`);
  process.exit(0);
}
const force = args.includes('--force');
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
let url;
try {
  url = postgresUrl(process.env.DATABASE_URL, 'DATABASE_URL');
  if (!(scale > 0)) throw new Error('--scale needs a positive number');
} catch (error) {
  console.error(`seed:scale: ${error.message}`);
  process.exit(2);
}

const started = Date.now();
const sizes = sizesAt(scale);
buildApi();
const db = new pg.Client({ connectionString: url });
await db.connect();
let exitCode = 0;
try {
  if (await hasData(db)) {
    if (!force) {
      console.error(
        `seed:scale: ${new URL(url).pathname.slice(1)} already holds data; refusing to add a second year.\n` +
          'Use another database, or --force to wipe this one (npm run seed:scale -- --force).',
      );
      process.exit(1);
    }
    log('--force: dropping and recreating the public schema');
    await db.query('DROP SCHEMA public CASCADE');
    await db.query('CREATE SCHEMA public');
  }

  // The app's migrations and catalog seed, exactly as a starting server runs them.
  let mark = Date.now();
  const step = (name) => {
    log(`${name}: ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  await migrate(url);
  step('migrations and catalog');

  // One real argon2 hash for every customer (the app's helper and cost), one for the admin.
  const { hashPassword } = api('auth/password');
  const [customerHash, adminHash] = await Promise.all([
    hashPassword(CUSTOMER_PASSWORD),
    hashPassword(SCALE_ADMIN.password),
  ]);
  await db.query(`SELECT setseed(0.18)`);
  await db.query(`SET work_mem = '64MB'`);
  const context = { sizes, customerHash, adminHash, log };
  await seedPeople(db, context);
  step(`${sizes.customers.toLocaleString('en-US')} customers and an admin`);
  await seedOrders(db, context);
  step(`${sizes.orders.toLocaleString('en-US')} orders, items, histories and subscriptions`);
  await seedTickets(db, context);
  step(`${sizes.tickets.toLocaleString('en-US')} tickets and their replies`);
  await seedWaitlist(db, context);
  step(`${sizes.waitlist.toLocaleString('en-US')} waitlist entries`);
  await seedCheckoutEvents(db, context);
  step(`${sizes.checkoutEvents.toLocaleString('en-US')} checkout events`);
  await db.query('VACUUM ANALYZE');
  step('VACUUM ANALYZE');

  const counts = (
    await db.query(
      `SELECT (SELECT count(*) FROM users WHERE role = 'user') AS customers, (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM order_items) AS order_items, (SELECT count(*) FROM subscriptions) AS subscriptions,
              (SELECT count(*) FROM tickets) AS tickets, (SELECT count(*) FROM ticket_messages) AS ticket_messages,
              (SELECT count(*) FROM waitlist_entries) AS waitlist_entries, (SELECT count(*) FROM checkout_events) AS checkout_events,
              (SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1) AS big_customer_orders`,
      [BIG_CUSTOMER_EMAIL],
    )
  ).rows[0];
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    Object.entries(counts)
      .map(([name, n]) => `${name}: ${Number(n).toLocaleString('en-US')}`)
      .join('\n'),
  );
  console.log(`admin: ${SCALE_ADMIN.email} / ${SCALE_ADMIN.password}`);
  console.log(
    `customers' password: ${CUSTOMER_PASSWORD} (the ${counts.big_customer_orders}-order one: ${BIG_CUSTOMER_EMAIL})`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await db.end();
}
process.exit(exitCode);
