import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Pool } from 'pg';
import { logger } from '../common/logger';
import type { Config } from '../config';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export const SESSION_COOKIE = 'ht.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Sessions live in PostgreSQL (table made by a migration), so any instance can serve any user. */
export function sessionMiddleware(config: Config, pool: Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgStore({
      pool,
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
