#!/usr/bin/env node
/**
 * Builds the web app and prints the gzip size of the JavaScript the landing page loads before
 * any interaction: the entry chunk, every chunk it imports statically, and the lazy chunks the
 * server-rendered page announces with modulepreload (its sections hydrate as soon as they arrive:
 * web/src/route-modules.ts, read from the server build), from Vite's manifest. Fails above budget
 * (the target for the server-rendered landing page).
 *
 *   npm run budget -w web            build, then measure
 *   npm run budget -w web -- --no-build   measure the existing web/dist
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webDir, 'dist');

if (!process.argv.includes('--no-build')) {
  execSync('npm run build', { cwd: webDir, stdio: 'inherit' });
}
const require = createRequire(import.meta.url);
const { routeModules } = require(join(webDir, 'dist-server/entry-server.cjs'));

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
if (!entryKey) throw new Error('No index.html entry in the Vite manifest');

const kb = (n) => (n / 1024).toFixed(1);

/** The gzip size of what the landing page in one language loads before any interaction. */
function measure(pathname) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entryKey);
  for (const module of routeModules(pathname)) visit(module);
  let total = 0;
  const rows = [...seen].map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(dist, file));
    const gz = gzipSync(bytes).length;
    total += gz;
    return { file, raw: bytes.length, gz };
  });
  return { total, rows };
}

// The landing page in every language: each fetches its own catalog and texts, and only those.
let over = false;
for (const pathname of ['/', '/de/', '/fr/']) {
  const { total, rows } = measure(pathname);
  console.log(`${pathname}`);
  for (const row of rows.sort((a, b) => b.gz - a.gz)) {
    console.log(
      `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(8)} KB raw ${kb(row.gz).padStart(7)} KB gzip`,
    );
  }
  console.log(
    `Landing page ${pathname} JS before interaction: ${kb(total)} KB gzip (budget ${BUDGET_KB} KB)`,
  );
  if (total > BUDGET_KB * 1024) {
    console.error(`Over budget by ${kb(total - BUDGET_KB * 1024)} KB`);
    over = true;
  }
}
if (over) process.exit(1);
