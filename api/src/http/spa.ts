import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { compress, sendCompressed, type Compressed } from './compressed-body';
import type { Config } from '../config';
import { createMemoryLimiter } from '../auth/rate-limits';
import { modulePreloader } from './module-preloads';
import { crawlerFiles, pageHandler } from './pages';
import type { PublicExecutor, ServerEntry } from './server-render';

const COMING_SOON = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront coming soon</title></head>
<body><main><h1>The storefront is coming soon</h1><p>The API is up: see <a href="/api/products">/api/products</a>.</p></main></body></html>`;

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Replaces the `<!--shop-config-->` placeholder of a built page with the shop's configuration. */
export function injectShopConfig(html: string, config: Config): string {
  const shopConfig = {
    brandName: config.brandName,
    supportEmail: config.supportEmail,
    publicUrl: config.publicUrl,
  };
  return html.replace(
    '<!--shop-config-->',
    `<script id="shop-config" type="application/json">${escapeJsonForHtml(shopConfig)}</script>`,
  );
}

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** The files of a build, by URL path ("/assets/index-abc.js"), listed once. */
function listFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set('/' + path.relative(root, file).split(path.sep).join('/'), file);
  }
  return files;
}

export interface BuiltFiles {
  handler: RequestHandler;
  /** How many compressed bodies are held: never more than the text files of the build. */
  readonly cachedEntries: number;
}

/**
 * Text files of the build (JS, CSS, SVG, …) go out brotli- or gzip-compressed, each compressed
 * once on first request and kept in memory. Only files listed at start are looked up, so a
 * request for a missing path is never remembered: a cache keyed by requested paths grew by one
 * entry per unique miss (2 GB after a few thousand long made-up names). Anything else falls
 * through to express.static.
 */
export function builtFiles(dir: string, cacheControl: (urlPath: string) => string): BuiltFiles {
  const textFiles = new Map<string, { file: string; type: string }>();
  for (const [urlPath, file] of listFiles(path.resolve(dir))) {
    const type = COMPRESSIBLE[path.extname(urlPath)];
    if (type) textFiles.set(urlPath, { file, type });
  }
  const cache = new Map<string, Compressed>();
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const built = textFiles.get(urlPath);
    if (!built) return next();
    let entry = cache.get(urlPath);
    if (!entry) {
      entry = compress(readFileSync(built.file));
      cache.set(urlPath, entry);
    }
    res.setHeader('Cache-Control', cacheControl(urlPath));
    if (!sendCompressed(req, res, entry, built.type)) return next();
  };
  return {
    handler,
    get cachedEntries() {
      return cache.size;
    },
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, the build's other files, then every
 * other path as a page (http/pages.ts) from index.html with the shop's configuration injected
 * (brand, support address), so no screen repeats them. Without the server renderer's build (a
 * test's own dist) every page is the plain shell.
 */
export function spaRoutes(
  config: Config,
  renderer?: { entry: ServerEntry; execute: PublicExecutor },
): Router {
  const router = Router();
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    router.get(/^\/(?!api\/|graphql).*/, (_req, res) => {
      res.type('html').send(COMING_SOON);
    });
    return router;
  }
  const indexHtml = injectShopConfig(readFileSync(indexFile, 'utf8'), config);
  const indexCompressed = compress(Buffer.from(indexHtml));
  const files = builtFiles(config.webDistDir, (urlPath) =>
    urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  if (renderer) router.use(crawlerFiles(renderer.entry));
  router.use(files.handler);
  router.use(
    '/assets',
    express.static(path.join(config.webDistDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  router.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
  if (renderer) {
    const preloads = modulePreloader(config.webDistDir);
    const { points, windowSeconds } = config.pageRenderLimit;
    const renderLimit = createMemoryLimiter('page_render', points, windowSeconds);
    router.get(
      /^\/(?!api\/|graphql).*/,
      pageHandler(renderer.entry, renderer.execute, indexHtml, preloads, renderLimit),
    );
    return router;
  }
  router.get(/^\/(?!api\/|graphql).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (!sendCompressed(req, res, indexCompressed, 'html')) res.type('html').send(indexHtml);
  });
  return router;
}
