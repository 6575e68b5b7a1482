import { loginHref } from './return-to';

/** Full-page navigations (leaving the SPA), behind one seam so tests can observe them. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** After a short pause (so the toast is seen), go to the server's sign-in entry point. */
export function redirectToLogin(
  delayMs = LOGIN_REDIRECT_DELAY_MS,
  returnTo?: string,
): ReturnType<typeof setTimeout> {
  return setTimeout(() => browserNavigation.assign(loginHref(returnTo)), delayMs);
}
