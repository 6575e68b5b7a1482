import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrThrow } from '../auth/rate-limits';
import { logger } from '../common/logger';
import type { PublicExecutor, RenderedPage, ServerEntry } from './server-render';
import { sendDynamicCompressed } from './compressed-body';
import { isAnonymous, isCacheFill } from './public-cache-requests';

/**
 * Every page of the storefront. Public routes (landing, help, help center, articles, sign-in, 404)
 * and the checkout (loading, `noindex`) are rendered on the server into the built index.html:
 * content, head tags, styles and the data they were rendered from, for the browser to hydrate.
 * Private screens (account, admin) get the shell with their title and `noindex`, and render in the
 * browser. Anonymous answers of
 * public pages are kept by the public response cache in front of Express (http/public-cache.ts).
 * An unknown path is rendered as its stand-in (web/src/seo/not-found.ts), so every unknown path
 * shares one cached 404 page. A render the cache keeps for nobody (a signed-in visitor, a query
 * string, a full cache) is counted against the client's `renderLimit`: 429 past it.
 */

const HEAD_PLACEHOLDER = '<!--head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
/** index.html's root element; the page's language goes into its `lang`. */
const HTML_ELEMENT = '<html lang="en">';

/**
 * The built index.html with the page's parts in place (function replacers: no `$` patterns).
 * `session`: the request carried a session cookie, which is httpOnly, so the browser's script learns
 * it only from this mark (`data-session` on the root). Without it the visitor is certainly signed
 * out, and the page need not ask the API before showing what a guest sees (the checkout's empty
 * cart). Anonymous answers never carry it, so the public cache may share them.
 */
export function composePage(
  template: string,
  head: string,
  page?: RenderedPage,
  { session = false, language = 'en' }: { session?: boolean; language?: string } = {},
): string {
  const withHead = template
    .replace(HTML_ELEMENT, () => `<html lang="${language}">`)
    .replace(HEAD_PLACEHOLDER, () => head + (page?.styles ?? ''));
  if (!page && !session) return withHead;
  const root = `<div id="root"${session ? ' data-session' : ''}>${page?.html ?? ''}</div>`;
  const state = page ? `<script id="apollo-state" type="application/json">${page.state}</script>` : '';
  return withHead.replace(ROOT_ELEMENT, () => root + state);
}

function send(req: Request, res: Response, status: number, html: string, cacheable: boolean): void {
  // Revalidated on every visit (no-cache); a page rendered while the database was away is never
  // kept anywhere (no-store), so the public cache skips it too.
  res.status(status).setHeader('Cache-Control', cacheable ? 'no-cache' : 'no-store');
  sendDynamicCompressed(req, res, Buffer.from(html), 'html');
}

const RENDER_LIMIT_MESSAGE = 'Too many pages asked for at once. Please wait a moment and try again.';

/** The catch-all page handler (after the API, the explorer and the build's files). */
export function pageHandler(
  entry: ServerEntry,
  execute: PublicExecutor,
  template: string,
  preloads: (modules: readonly string[]) => string,
  renderLimit: RateLimiterAbstract,
): RequestHandler {
  return (req, res, next) => {
    const standIn = entry.notFoundStandIn(req.path);
    const pathname = standIn ?? req.path;
    // `language` is one of the shop's codes (the web's router decides it from the path).
    const mark = { session: !isAnonymous(req), language: entry.languageOfPath(pathname) };
    const cookies = req.headers.cookie;
    const shellHead = () => entry.shellHead(pathname) + preloads(entry.routeModules(pathname, cookies));
    if (entry.isClientOnlyPath(pathname)) {
      send(req, res, 200, composePage(template, shellHead(), undefined, mark), true);
      return;
    }
    const render = () =>
      entry.renderPage(standIn ?? req.originalUrl, execute, cookies).then(
        (page) => {
          const head = page.head + preloads(entry.routeModules(pathname, cookies));
          if (page.complete) send(req, res, page.status, composePage(template, head, page, mark), true);
          // A query failed (the database away): the shell, whose browser app asks again itself.
          else send(req, res, 503, composePage(template, head, undefined, mark), false);
        },
        (error: unknown) => {
          // The app still works without server rendering: the browser renders the shell.
          logger.error({ err: error, url: pathname }, 'server rendering failed; sent the shell');
          try {
            send(req, res, 200, composePage(template, shellHead(), undefined, mark), false);
          } catch (fallbackError) {
            next(fallbackError);
          }
        },
      );
    if (isCacheFill(req)) return void render();
    consumeOrThrow(renderLimit, req.ip ?? 'unknown', RENDER_LIMIT_MESSAGE).then(render, next);
  };
}

/** robots.txt and sitemap.xml, both built by the web app from its route table and PUBLIC_URL. */
export function crawlerFiles(entry: ServerEntry): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(entry.robotsTxt());
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(entry.sitemapXml());
  });
  return router;
}
