import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Config } from '../config';

const COMING_SOON = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront coming soon</title></head>
<body><main><h1>The storefront is coming soon</h1><p>The API is up: see <a href="/api/products">/api/products</a>.</p></main></body></html>`;

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Replaces the `<!--shop-config-->` placeholder of a built page with the shop's configuration. */
export function injectShopConfig(html: string, config: Config): string {
  const shopConfig = { brandName: config.brandName, supportEmail: config.supportEmail };
  return html.replace(
    '<!--shop-config-->',
    `<script id="shop-config" type="application/json">${escapeJsonForHtml(shopConfig)}</script>`,
  );
}

/**
 * Serves the built web app. Client routes get index.html with the shop's configuration injected
 * (brand, support address), so no screen repeats them; hashed assets are cached for a year.
 */
export function spaRoutes(config: Config): Router {
  const router = Router();
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
      res.type('html').send(COMING_SOON);
    });
    return router;
  }
  const indexHtml = injectShopConfig(readFileSync(indexFile, 'utf8'), config);
  router.use(
    '/assets',
    express.static(path.join(config.webDistDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  router.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  });
  return router;
}
