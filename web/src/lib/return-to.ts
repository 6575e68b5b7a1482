import { safeReturnPath } from '@hometunnel/rules';

/** Where to go after signing in: a same-origin path, never the auth endpoints (the shared rule). */
export const safeReturnTo = (raw: string | null | undefined, fallback = '/'): string =>
  safeReturnPath(raw, fallback);

/** The sign-in entry point: a full-page navigation to the server, which redirects to /login. */
export function loginHref(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
