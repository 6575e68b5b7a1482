import { safeReturnPath } from '@hometunnel/rules';
import { Router } from 'express';
import { SESSION_COOKIE, sessionControl } from './session';

/** The navigations of spec section 7: /api/login and /api/logout. */
export function loginRedirectRoutes(): Router {
  const router = Router();
  router.get('/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo ?? req.get('referer-path'));
    res.redirect(302, `/login?returnTo=${encodeURIComponent(returnTo)}`);
  });
  router.get('/logout', (req, res, next) => {
    sessionControl(req)
      .signOut()
      .then(() => {
        res.clearCookie(SESSION_COOKIE);
        res.redirect(302, '/');
      }, next);
  });
  return router;
}
