const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Where to go after signing in. Only same-origin relative paths are accepted ("/checkout?x=1"),
 * never another origin ("//evil.example", "https://…", "/\\evil") nor the auth endpoints
 * themselves (a loop); anything else gives `fallback`. The server checks it before redirecting to
 * /login, and the sign-in page checks it again before navigating.
 */
export function safeReturnPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string') return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // Control characters and backslashes let browsers reinterpret a path as another origin.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const url = new URL(value, SAME_ORIGIN);
    if (url.origin !== SAME_ORIGIN) return fallback;
    if (url.pathname.startsWith('/api/') || url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
