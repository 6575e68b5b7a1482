import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
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

const COMPRESSIBLE: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

interface Compressed {
  br: Buffer;
  gzip: Buffer;
}

/** Best compression for the storefront's small chunks; fast settings for big ones (the explorer). */
function compress(body: Buffer): Compressed {
  const small = body.length <= 512 * 1024;
  return {
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: small ? 11 : 5 } }),
    gzip: gzipSync(body, { level: small ? 9 : 6 }),
  };
}

/** br, gzip or undefined, from Accept-Encoding (no q-value games: browsers send both). */
function acceptedEncoding(req: Request): 'br' | 'gzip' | undefined {
  const accept = req.get('accept-encoding') ?? '';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

function sendCompressed(req: Request, res: Response, body: Compressed, type: string): boolean {
  const encoding = acceptedEncoding(req);
  res.setHeader('Vary', 'Accept-Encoding');
  if (!encoding) return false;
  res.setHeader('Content-Encoding', encoding);
  res.type(type).send(body[encoding]);
  return true;
}

/**
 * Text files of the build (JS, CSS, SVG) go out brotli- or gzip-compressed, each compressed once
 * and kept in memory (the build is immutable while the server runs); anything else falls through
 * to express.static.
 */
function compressedFiles(dir: string, cacheControl: string): RequestHandler {
  const cache = new Map<string, Compressed | null>();
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = COMPRESSIBLE[path.extname(req.path)];
    if (!type) return next();
    let file: string;
    try {
      file = path.resolve(root, '.' + decodeURIComponent(req.path));
    } catch {
      return next();
    }
    if (!file.startsWith(root + path.sep)) return next();
    let entry = cache.get(file);
    if (entry === undefined) {
      entry = existsSync(file) && statSync(file).isFile() ? compress(readFileSync(file)) : null;
      cache.set(file, entry);
    }
    if (!entry) return next();
    res.setHeader('Cache-Control', cacheControl);
    if (!sendCompressed(req, res, entry, type)) return next();
  };
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
  const indexCompressed = compress(Buffer.from(indexHtml));
  router.use(
    '/assets',
    compressedFiles(path.join(config.webDistDir, 'assets'), 'public, max-age=31536000, immutable'),
  );
  router.use(
    '/assets',
    express.static(path.join(config.webDistDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  router.use(compressedFiles(config.webDistDir, 'public, max-age=3600'));
  router.use(express.static(config.webDistDir, { index: false, maxAge: '1h' }));
  router.get(/^\/(?!api\/|graphql).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (!sendCompressed(req, res, indexCompressed, 'html')) res.type('html').send(indexHtml);
  });
  return router;
}
