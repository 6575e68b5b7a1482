import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Config } from '../config';
import { injectShopConfig } from './spa';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const notBuilt = (brandName: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(brandName)} GraphQL explorer</title></head>
<body><main><h1>The GraphQL explorer isn't built</h1>
<p>The web build has no <code>explorer.html</code>: run <code>npm run build -w web</code> and restart the server.
The API itself answers POST requests to <code>/graphql</code>.</p></main></body></html>`;

/**
 * The GraphQL explorer for support staff: a browser's `GET /graphql` (one that prefers HTML)
 * gets the GraphiQL page bundled by the web build (web/dist/explorer.html, with the shop's
 * configuration injected); every other request falls through to the GraphQL API. Register it
 * before the Apollo middleware.
 */
export function explorerRoutes(config: Config): Router {
  const router = Router();
  const file = path.join(config.webDistDir, 'explorer.html');
  let html: string | undefined;
  const page = (): string | undefined => {
    if (html === undefined) {
      try {
        html = injectShopConfig(readFileSync(file, 'utf8'), config);
      } catch {
        return undefined; // not built (yet): look again on the next request
      }
    }
    return html;
  };

  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['json', 'html']) !== 'html') return next();
    const body = page();
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept');
    if (body === undefined) {
      res.status(503).type('html').send(notBuilt(config.brandName));
      return;
    }
    res.type('html').send(body);
  });
  return router;
}
