// Customers and the admin. Customer n (1 = the frequent buyer) is also kept in the temporary table
// s_users, which the later steps join to name their buyers, ticket authors and waitlist entries.
import { BIG_CUSTOMER_EMAIL, SCALE_ADMIN } from './settings.mjs';

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elena',
  'Felix',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Katrin',
  'Lukas',
  'Maria',
  'Noah',
  'Olivia',
  'Paul',
  'Quentin',
  'Rosa',
  'Sven',
  'Tara',
  'Umar',
  'Vera',
  'Willem',
  'Yara',
  'Zoe',
  'Amir',
  'Bianca',
  'Carlos',
  'Dana',
  'Emil',
  'Fatima',
  'Giulia',
  'Hannes',
  'Ivana',
  'Jan',
  'Lea',
];
const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Dubois',
  'Rossi',
  'García',
  'Jansen',
  'Nowak',
  'Svensson',
  'Novak',
  'Papadopoulos',
  'Kowalski',
  'Fischer',
  'Weber',
  'Martin',
  'Bernard',
  'Costa',
  'Silva',
  'Horvat',
  'Nielsen',
  'Virtanen',
  'Murphy',
  'Smith',
  'Kaya',
  'Yılmaz',
  'Lambert',
  'Bauer',
  'Wagner',
  'Moreau',
  'Ricci',
  'Lindqvist',
];

/** A name for row n (SQL, with the two arrays as $1 and $2). */
export const nameSql = (n) => ({
  first: `($1::text[])[1 + (${n} * 7) % array_length($1::text[], 1)]`,
  last: `($2::text[])[1 + (${n} * 13 + ${n} / 37) % array_length($2::text[], 1)]`,
});
export const NAME_PARAMS = [FIRST_NAMES, LAST_NAMES];

/** Latin letters only, for the local part of an address. */
const ascii = (expression) => `lower(translate(${expression}, 'üéçíöıłšžćÜ', 'uecioilszcU'))`;

export async function seedPeople(db, { sizes, customerHash, adminHash }) {
  const { first, last } = nameSql('n');
  // Signed up over the year (the frequent buyer at its start); most confirmed their address.
  await db.query(
    `CREATE TEMP TABLE s_users AS
     SELECT n, gen_random_uuid() AS id, first_name, last_name,
            CASE WHEN n = 1 THEN $3 ELSE ${ascii('first_name')} || '.' || ${ascii('last_name')} || '.' || n || '@example.' || (ARRAY['com', 'net', 'org'])[1 + n % 3] END AS email,
            '+49 30 ' || lpad((1000000 + n)::text, 7, '0') AS phone,
            created_at
       FROM (SELECT n, ${first} AS first_name, ${last} AS last_name,
                    CASE WHEN n = 1 THEN now() - interval '365 days'
                         ELSE now() - interval '2 hours' - (interval '363 days') * random() END AS created_at
               FROM generate_series(1, $4::int) AS n) AS people`,
    [...NAME_PARAMS, BIG_CUSTOMER_EMAIL, sizes.customers],
  );
  await db.query(`CREATE UNIQUE INDEX ON s_users (n)`);
  await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, email_verified_at,
                        last_active_at, created_at, updated_at)
     SELECT id, email, $1, first_name, last_name, 'user',
            CASE WHEN n % 10 <> 0 THEN created_at + interval '4 minutes' END,
            created_at + (now() - created_at) * (0.5 + random() / 2), created_at, created_at
       FROM s_users ORDER BY created_at`,
    [customerHash],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, role, email_verified_at, created_at, updated_at)
     VALUES ($1, $2, 'Scale', 'Admin', 'admin', now() - interval '366 days', now() - interval '366 days', now())`,
    [SCALE_ADMIN.email, adminHash],
  );
}
