// Support tickets (with staff replies, as support.service.reply writes them) and waitlist entries
// (one per address and product, as waitlist.service.join writes them). The receipts those writes
// mailed a year ago are not re-created: the outbox is not what this data is about.
import { NAME_PARAMS, nameSql } from './people.mjs';

const SUBJECTS = [
  'Router does not connect after the update',
  'Question about my invoice',
  'Tunnel drops every few hours',
  'How do I change my shipping address?',
  'Streaming service detects a VPN',
  'Renewal charged twice',
  'Travel router shows a red light',
  'Can I use the Pro Package with two laptops?',
];
const MESSAGES = [
  'Since yesterday the travel router no longer connects to my home router. I restarted both twice.',
  'Could you send me an invoice with my company name on it? I need it for my expense report.',
  'The connection works but drops every few hours, and I have to unplug the travel router to fix it.',
  'I am moving next month and would like my device shipped to my new address instead.',
];
const REPLIES = [
  'Thank you for writing. Please hold the reset button for ten seconds and let us know if the light turns green.',
  'We have sent the corrected invoice to your address. Let us know if anything else is missing.',
  'This is usually the home router renewing its address. We have sent you a guide to give it a fixed lease.',
];

export async function seedTickets(db, { sizes }) {
  // Seven in ten come from a signed-in customer; the rest from visitors of the Help page.
  const visitor = nameSql('t.n');
  await db.query(
    `CREATE TEMP TABLE s_tickets AS
     SELECT t.n, gen_random_uuid() AS id, CASE WHEN t.n % 10 < 7 THEN u.id END AS user_id,
            CASE WHEN t.n % 10 < 7 THEN u.first_name || ' ' || u.last_name ELSE ${visitor.first} || ' ' || ${visitor.last} END AS full_name,
            CASE WHEN t.n % 10 < 7 THEN u.email ELSE 'visitor.' || t.n || '@example.net' END AS email,
            CASE WHEN t.n % 3 = 0 THEN u.phone END AS phone,
            ($3::text[])[1 + t.n % array_length($3::text[], 1)] AS subject,
            ($4::text[])[1 + t.n % array_length($4::text[], 1)] AS message,
            CASE WHEN t.r < 0.3 THEN 'open' WHEN t.r < 0.6 THEN 'answered' ELSE 'resolved' END AS status,
            t.created_at, least(interval '1 day', (now() - t.created_at) / 4) AS gap
       FROM (SELECT n, random() AS r, 2 + floor(random() * ($6::int - 1))::int AS customer,
                    now() - interval '10 minutes' - interval '365 days' * random() AS created_at
               FROM generate_series(1, $5::int) AS n) AS t
       JOIN s_users u ON u.n = t.customer`,
    [...NAME_PARAMS, SUBJECTS, MESSAGES, sizes.tickets, sizes.customers],
  );
  // Answered and resolved tickets got one staff reply, every third resolved one a follow-up and
  // a second reply; updated_at is the last reply (or the creation for open tickets).
  await db.query(
    `INSERT INTO tickets (id, user_id, full_name, email, phone_number, subject, message, status, created_at, updated_at)
     SELECT id, user_id, full_name, email, phone, subject, message, status, created_at,
            created_at + gap * CASE WHEN status = 'open' THEN 0 WHEN status = 'resolved' AND n % 3 = 0 THEN 3 ELSE 1 END
       FROM s_tickets ORDER BY created_at`,
  );
  await db.query(
    `INSERT INTO ticket_messages (ticket_id, author, body, created_at)
     SELECT t.id, m.author, CASE WHEN m.author = 'customer'
                                 THEN 'Thank you, that helped, but it happened again this morning.'
                                 ELSE ($1::text[])[1 + (t.n + m.step) % array_length($1::text[], 1)] END,
            t.created_at + t.gap * m.step
       FROM s_tickets t
       CROSS JOIN LATERAL (VALUES (1, 'staff'), (2, 'customer'), (3, 'staff')) AS m(step, author)
      WHERE t.status <> 'open' AND (m.step = 1 OR (t.status = 'resolved' AND t.n % 3 = 0))
      ORDER BY 4`,
    [REPLIES],
  );
}

export async function seedWaitlist(db, { sizes }) {
  // An entry is never edited: its updated_at (change sync, where the schema has it) is its creation.
  const { rows } = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'waitlist_entries' AND column_name = 'updated_at'`,
  );
  const [column, value] = rows.length ? [', updated_at', ', w.created_at'] : ['', ''];
  // Six in ten from customers (each once), the rest from visitors; products weighted to the plans
  // and the Pro Package. The web sends the catalog id as productId.
  await db.query(
    `INSERT INTO waitlist_entries (email, product_id, user_id, created_at${column})
     SELECT CASE WHEN u.id IS NULL THEN 'waiting.' || w.n || '@example.net' ELSE u.email END,
            (SELECT array_agg(id::text ORDER BY sort_order) FROM products)[1 + floor(w.r ^ 0.7 * 5)::int],
            u.id, w.created_at${value}
       FROM (SELECT n, random() AS r, now() - interval '5 minutes' - interval '365 days' * random() AS created_at
               FROM generate_series(1, $1::int) AS n) AS w
       LEFT JOIN s_users u ON u.n = w.n + 1 AND w.n % 10 < 6
      ORDER BY w.created_at`,
    [sizes.waitlist],
  );
}
