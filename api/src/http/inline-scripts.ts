import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Script elements that run (no `src`, no data type such as application/json or ld+json). */
const RUNNABLE_INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) of the scripts written inline in the built index.html (the
 * early-click holder), so `script-src` may stay `'self'` plus exactly these, instead of
 * `'unsafe-inline'`. Read once at start; a page that changed them would need a new build anyway.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  const file = path.join(webDistDir, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(RUNNABLE_INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}
