import { Router, type Request, type RequestHandler, type Response } from 'express';
import { logger } from '../common/logger';
import type { PublicExecutor, RenderedPage, ServerEntry } from './server-render';
import { sendDynamicCompressed } from './compressed-body';

/**
 * Every page of the storefront. Public routes (landing, help, help center, articles, sign-in, 404)
 * are rendered on the server into the built index.html: content, head tags, styles and the data
 * they were rendered from, for the browser to hydrate. Private screens (checkout, account, admin)
 * get the shell with their title and `noindex`, and render in the browser. Anonymous answers of
 * public pages are kept by the public response cache in front of Express (http/public-cache.ts).
 */

const HEAD_PLACEHOLDER = '<!--head-->';
const ROOT_ELEMENT = '<div id="root"></div>';

/** The built index.html with the page's parts in place (function replacers: no `$` patterns). */
export function composePage(template: string, head: string, page?: RenderedPage): string {
  const withHead = template.replace(HEAD_PLACEHOLDER, () => head + (page?.styles ?? ''));
  if (!page) return withHead;
  return withHead.replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root">${page.html}</div>` +
      `<script id="apollo-state" type="application/json">${page.state}</script>`,
  );
}

function send(req: Request, res: Response, status: number, html: string, cacheable: boolean): void {
  // Revalidated on every visit (no-cache); a page rendered while the database was away is never
  // kept anywhere (no-store), so the public cache skips it too.
  res.status(status).setHeader('Cache-Control', cacheable ? 'no-cache' : 'no-store');
  sendDynamicCompressed(req, res, Buffer.from(html), 'html');
}

/** The catch-all page handler (after the API, the explorer and the build's files). */
export function pageHandler(
  entry: ServerEntry,
  execute: PublicExecutor,
  template: string,
  preloads: (modules: readonly string[]) => string,
): RequestHandler {
  return (req, res, next) => {
    const pathname = req.path;
    const shellHead = () => entry.shellHead(pathname) + preloads(entry.routeModules(pathname));
    if (entry.isClientOnlyPath(pathname)) {
      send(req, res, 200, composePage(template, shellHead()), true);
      return;
    }
    entry.renderPage(req.originalUrl, execute).then(
      (page) => {
        const head = page.head + preloads(entry.routeModules(pathname));
        if (page.complete) send(req, res, page.status, composePage(template, head, page), true);
        // A query failed (the database away): the shell, whose browser app asks again itself.
        else send(req, res, 503, composePage(template, head), false);
      },
      (error: unknown) => {
        // The app still works without server rendering: the browser renders the shell.
        logger.error({ err: error, url: pathname }, 'server rendering failed; sent the shell');
        try {
          send(req, res, 200, composePage(template, shellHead()), false);
        } catch (fallbackError) {
          next(fallbackError);
        }
      },
    );
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
