// Checkout events as the web's tracking sends them (web/src/lib/tracking.ts): a browser session
// ('session_…') walks the funnel steps in order and drops off along the way; from the personal
// details on, the events name the saved checkout. Sessions start anywhere in the last 365 days.
import { api } from './settings.mjs';

/** Of all sessions, the share that reaches each step (add_to_cart … subscription). */
const REACHES = [1, 0.7, 0.55, 0.45, 0.4, 0.33, 0.28, 0.08];
/** Sessions are written in this many statements, so progress shows. */
const BATCHES = 8;

export async function seedCheckoutEvents(db, { sizes, log }) {
  const { FUNNEL_ORDER } = api('modules/tracking/tracking.rules');
  if (FUNNEL_ORDER.length !== REACHES.length)
    throw new Error(`expected ${REACHES.length} funnel steps, the app has ${FUNNEL_ORDER.length}`);
  const stepsPerSession = REACHES.reduce((sum, share) => sum + share, 0);
  // A few more sessions than the mean needs, so chance never leaves too few steps.
  const sessions = Math.ceil((sizes.checkoutEvents / stepsPerSession) * 1.02) + 10;
  // depth = how many steps a session took: the thresholds are 1 − reach of each next step.
  const depth = `1 + ${REACHES.slice(1)
    .map((share) => `(r >= ${(1 - share).toFixed(4)})::int`)
    .join(' + ')}`;
  await db.query(
    `CREATE TEMP TABLE s_walks AS
     SELECT n, ${depth} AS depth, 'session_' || substr(md5(random()::text), 1, 16) AS session_id,
            'checkout_' || substr(md5(random()::text), 1, 16) AS checkout_id, random() AS jitter
       FROM (SELECT n, random() AS r FROM generate_series(1, $1::int) AS n) AS s`,
    [sessions],
  );
  // Started in order across the year, as the app appended them; sessions past the wanted number
  // of events are left out, and the last one kept is cut short (it dropped off there).
  await db.query(
    `CREATE TEMP TABLE s_sessions AS
     SELECT n, depth, session_id, checkout_id,
            now() - interval '1 hour' - interval '364 days 23 hours' * (1 - (before + jitter) / $1::float8) AS started_at
       FROM (SELECT *, sum(depth) OVER (ORDER BY n) - depth AS before FROM s_walks) AS w
      WHERE before < $1`,
    [sizes.checkoutEvents],
  );
  await db.query(`CREATE UNIQUE INDEX ON s_sessions (n)`);
  const total = Number((await db.query(`SELECT sum(depth) AS events FROM s_sessions`)).rows[0].events);
  let remaining = sizes.checkoutEvents;
  const perBatch = Math.ceil(sessions / BATCHES);
  for (let from = 1; from <= sessions && remaining > 0; from += perBatch) {
    const result = await db.query(
      `INSERT INTO checkout_events (session_id, checkout_id, event_type, metadata, created_at)
       SELECT s.session_id, CASE WHEN step >= 3 THEN s.checkout_id END, ($1::text[])[step],
              jsonb_build_object('utmSource', CASE WHEN s.n % 4 = 0 THEN 'newsletter' END, 'utmMedium', NULL,
                                 'utmCampaign', NULL, 'url', 'https://hometunnel.example/checkout',
                                 'referrer', '') ||
              CASE WHEN step = 1 THEN jsonb_build_object('cartValue', '249.00') ELSE '{}' END,
              s.started_at + make_interval(secs => step * 40)
         FROM s_sessions s CROSS JOIN LATERAL generate_series(1, s.depth) AS step
        WHERE s.n BETWEEN $2 AND $3
        ORDER BY s.n, step
        LIMIT $4`,
      [FUNNEL_ORDER, from, from + perBatch - 1, remaining],
    );
    remaining -= result.rowCount;
    log(
      `checkout events: ${(sizes.checkoutEvents - remaining).toLocaleString('en-US')} of ${sizes.checkoutEvents.toLocaleString('en-US')}`,
    );
  }
  if (remaining > 0) throw new Error(`only ${total} events in ${sessions} sessions; ${remaining} missing`);
}
