// Buyers prepared in SQL: users with signed-in sessions, so the timed rounds skip registration.
import { createHmac, randomUUID } from 'node:crypto';
import { argon2Hash, SESSION_SECRET } from './settings.mjs';

/** Signed session cookie value, as express-session (cookie-signature) makes it. */
function sessionCookie(sid) {
  const signature = createHmac('sha256', SESSION_SECRET).update(sid).digest('base64').replace(/=+$/, '');
  return `ht.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
}

/** `makeBuyers(count, label)` on `db`: that many new users, each with a session cookie. */
export async function buyerFactory(db) {
  const passwordHash = await argon2Hash('bench-password-1');
  async function makeBuyers(count, label) {
    const users = (
      await db.query(
        `INSERT INTO users (email, password_hash, first_name, last_name)
         SELECT 'bench-' || $1 || '-' || n || '@example.com', $2, 'Bench', 'Buyer' FROM generate_series(1, $3) AS n
         RETURNING id`,
        [label, passwordHash, count],
      )
    ).rows;
    const expires = new Date(Date.now() + 24 * 3600 * 1000);
    const sessions = users.map((user) => ({
      sid: randomUUID(),
      sess: JSON.stringify({
        cookie: {
          originalMaxAge: 86_400_000,
          expires: expires.toISOString(),
          httpOnly: true,
          path: '/',
          sameSite: 'lax',
          secure: false,
        },
        userId: user.id,
      }),
      userId: user.id,
    }));
    await db.query(
      `INSERT INTO session (sid, sess, expire) SELECT * FROM unnest($1::varchar[], $2::json[], $3::timestamp[])`,
      [sessions.map((s) => s.sid), sessions.map((s) => s.sess), sessions.map(() => expires)],
    );
    return sessions.map((s) => ({ userId: s.userId, cookie: sessionCookie(s.sid) }));
  }
  return makeBuyers;
}
