/**
 * Where to go after signing in. Only same-origin relative paths are accepted ("/checkout?x=1"),
 * never another origin ("//evil.example", "https://…", "/\\evil") nor the auth endpoints themselves.
 */
export function safeReturnTo(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  let value: string;
  try {
    value = raw.trim();
  } catch {
    return fallback;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes let browsers reinterpret a path as another origin.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://same-origin.invalid');
    if (url.origin !== 'http://same-origin.invalid') return fallback;
    if (url.pathname.startsWith('/api/') || url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in entry point: a full-page navigation to the server, which redirects to /login. */
export function loginHref(returnTo?: string): string {
  return returnTo && returnTo !== '/' ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}
