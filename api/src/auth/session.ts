import connectPgSimple from 'connect-pg-simple';
import { parse as parseCookies } from 'cookie';
import { unsign } from 'cookie-signature';
import type { Request, RequestHandler } from 'express';
import session, { type SessionData } from 'express-session';
import type { Language } from '@hometunnel/rules';
import type { Actor } from '../common/actor';
import { logger } from '../common/logger';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { queryCounter } from '../db/data-source';
import { namedStatementsAllowed } from '../db/sql';
import { userActor } from '../modules/accounts/accounts.service';
import type { CartItem } from '../modules/cart/cart-item.entity';
import { cartItemsFromJson, linesOfUserAsJson } from '../modules/cart/cart-lines.sql';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export const SESSION_COOKIE = 'ht.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The session id a request's cookie header carries, as express-session reads it (the first
 * `ht.sid`, `s:`-prefixed and signed with the secret); undefined when absent or forged.
 */
export function sessionIdFromCookie(header: string | undefined, secret: string): string | undefined {
  if (!header) return undefined;
  const raw = parseCookies(header)[SESSION_COOKIE];
  if (!raw?.startsWith('s:')) return undefined;
  const sid = unsign(raw.slice(2), secret);
  return sid === false ? undefined : sid;
}

/**
 * The session row, its user and the user's cart lines in ONE statement (connect-pg-simple's own
 * read, plus what every signed-in request or page needs): on two cores a database round trip
 * costs more than the index lookups it carries, and the header shows the cart on every page. The
 * user is read fresh each time, so a role change or a deleted account applies on the very next
 * request. A userId that is not a uuid joins nothing.
 */
const SESSION_WITH_USER = `
  SELECT s."sess", u."id", u."email", u."role", u."language", ${linesOfUserAsJson('u."id"')} AS "cart",
    u."last_active_at" >= now() - INTERVAL '1 hour' AS "active_recently"
  FROM "session" s
  LEFT JOIN "users" u ON u."id" = CASE
    WHEN s."sess"->>'userId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN (s."sess"->>'userId')::uuid END
  WHERE s."sid" = $1 AND s."expire" >= to_timestamp($2)`;

interface SessionWithUserRow {
  sess: SessionData | string;
  id: string | null;
  email: string;
  role: Extract<Actor, { kind: 'user' }>['role'];
  language: Language;
  cart: Parameters<typeof cartItemsFromJson>[0];
  active_recently: boolean | null;
}

/** What was read along with a session, for the session's userId at the time it was read. */
interface ReadWithSession {
  actor: Actor;
  /** The user's cart lines (signed-in sessions only). */
  cart?: readonly CartItem[];
  /** The account's last activity is under an hour old: noting it again would change nothing. */
  activeRecently?: boolean;
}
interface LoadedSession extends ReadWithSession {
  userId: unknown;
}

/** get() hands the session data to express-session, which hands it to createSession(req, data). */
const readWithLoadedData = new WeakMap<object, LoadedSession>();
const readWithRequests = new WeakMap<Request, LoadedSession>();

/**
 * What the store read along with this request's session, if it still holds the same userId;
 * undefined means: look the actor up.
 */
export function readWithSession(req: Request): ReadWithSession | undefined {
  const loaded = readWithRequests.get(req);
  return loaded && loaded.userId === req.session?.userId ? loaded : undefined;
}

/** A stored session as read: its data and what came with it; `unreadable` for a corrupt row. */
export type SessionRead = (LoadedSession & { data: SessionData }) | 'unreadable' | undefined;

/** Reads an unexpired session by id, with its user and cart (SESSION_WITH_USER). */
export function sessionReader(db: Database): (sid: string) => Promise<SessionRead> {
  const counter = queryCounter(db.dataSource);
  const name = namedStatementsAllowed(db.dataSource) ? 'session_with_user' : undefined;
  return async (sid) => {
    counter.logQuery();
    const {
      rows: [row],
    } = await db.pool.query<SessionWithUserRow>({
      name,
      text: SESSION_WITH_USER,
      values: [sid, Math.ceil(Date.now() / 1000)],
    });
    if (!row) return undefined;
    let data: SessionData;
    try {
      data = typeof row.sess === 'string' ? (JSON.parse(row.sess) as SessionData) : row.sess;
    } catch {
      // connect-pg-simple destroys an unreadable row.
      return 'unreadable';
    }
    const user =
      row.id === null ? undefined : { id: row.id, email: row.email, role: row.role, language: row.language };
    return {
      data,
      userId: data.userId,
      actor: userActor(user),
      cart: user && cartItemsFromJson(row.cart),
      activeRecently: row.active_recently === true,
    };
  };
}

/** Sessions live in PostgreSQL (table made by a migration), so any instance can serve any user. */
export function sessionMiddleware(config: Config, db: Database): RequestHandler {
  const PgStore = connectPgSimple(session);
  const readSession = sessionReader(db);

  class SessionWithActorStore extends PgStore {
    override get(sid: string, fn: (err: unknown, session?: SessionData | null) => void): void {
      // (connect-pg-simple's expired-session pruning still starts: touch(), a no-op here, starts it.)
      readSession(sid).then((read) => {
        if (read === 'unreadable') return this.destroy(sid, fn);
        if (read === undefined) return fn(null, null);
        readWithLoadedData.set(read.data, read);
        fn(null, read.data);
      }, fn);
    }

    override createSession(req: Request, data: SessionData) {
      const loaded = readWithLoadedData.get(data);
      if (loaded) readWithRequests.set(req, loaded);
      return super.createSession(req, data);
    }
  }

  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new SessionWithActorStore({
      pool: db.pool,
      tableName: 'session',
      createTableIfMissing: false,
      // No touch: with rolling off the cookie's expiry is fixed at sign-in, so pushing the row's
      // expiry on every request (an UPDATE and a commit per read) bought nothing.
      disableTouch: true,
      errorLog: (message: unknown, error?: unknown) => logger.warn({ err: error }, String(message)),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      maxAge: THIRTY_DAYS_MS,
    },
  });
}

/** What the services' callers may do with the caller's session. */
export interface SessionControl {
  signIn(userId: string): Promise<void>;
  signOut(): Promise<void>;
}

export function sessionControl(req: Request): SessionControl {
  return {
    // A new session id at sign-in defeats session fixation; saving before answering means the
    // very next request (perhaps on another instance) already sees it.
    signIn: (userId) =>
      new Promise<void>((resolve, reject) => {
        req.session.regenerate((regenerateError) => {
          if (regenerateError) return reject(regenerateError);
          req.session.userId = userId;
          req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
        });
      }),
    signOut: () =>
      new Promise<void>((resolve, reject) => {
        req.session.destroy((error) => (error ? reject(error) : resolve()));
      }),
  };
}
