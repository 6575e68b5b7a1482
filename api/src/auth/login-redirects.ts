import { isLanguage, pagePath, pathLanguage, safeReturnPath } from '@hometunnel/rules';
import { Router } from 'express';
import { SESSION_COOKIE, sessionControl } from './session';

/** The navigations of spec section 7: /api/login and /api/logout. */
export function loginRedirectRoutes(): Router {
  const router = Router();
  router.get('/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo ?? req.get('referer-path'));
    // The sign-in page in the language of the page the visitor came from.
    res.redirect(
      302,
      `${pagePath(pathLanguage(returnTo), '/login')}?returnTo=${encodeURIComponent(returnTo)}`,
    );
  });
  router.get('/logout', (req, res, next) => {
    sessionControl(req)
      .signOut()
      .then(() => {
        res.clearCookie(SESSION_COOKIE);
        // Back to the home page in the language the visitor signed out from.
        res.redirect(302, pagePath(isLanguage(req.query.language) ? req.query.language : 'en', '/'));
      }, next);
  });
  return router;
}
