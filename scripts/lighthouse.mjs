#!/usr/bin/env node
// npm run lighthouse: builds, serves the app on a fresh embedded database (temporary DATA_DIR) and runs
// Lighthouse 12 (mobile: performance, accessibility, best practices, SEO) with the system Chromium on
// the server-rendered public pages /, /help and /help-center/vpn-basics, and on /checkout; prints
// each page's scores and LCP, TBT and CLS. See docs/performance.md.
//
//   CHROME_PATH          the browser (default /usr/bin/chromium)
//   LIGHTHOUSE_SKIP_BUILD=1  use the existing api/dist and web/dist
//   LIGHTHOUSE_PAGES     comma-separated paths instead of the four
//   LIGHTHOUSE_RUNS      runs a page (default 3); the run with the median performance score is
//                        reported, as Lighthouse's own guidance on variability advises
//   LIGHTHOUSE_JSON_DIR  also write each page's full report there (<path>.json), to see why
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

/** The pages audited, in order; the targets are checked on the first (/). */
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/help', '/help-center/vpn-basics', '/checkout'];
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3));

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (...args) => console.error('[lighthouse]', ...args);

if (!process.env.LIGHTHOUSE_SKIP_BUILD) {
  log('building (npm run build)');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'hometunnel-lighthouse-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const app = spawn(process.execPath, [path.join(root, 'api/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

let chrome;
let exitCode = 0;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(page));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor((runs.length - 1) / 2)];
    results.push({ ...median, spread: runs.map((r) => r.performance).join('/') });
  }
  async function audit(page) {
    // Now and then Chromium's trace misses its start (NO_NAVSTART): such a run measured nothing, so
    // it is run again, at most twice.
    let runnerResult;
    for (let attempt = 1; attempt <= 3; attempt++) {
      runnerResult = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (!runnerResult.lhr.runtimeError) break;
      log(`${page}: ${runnerResult.lhr.runtimeError.code}, attempt ${attempt}`);
    }
    const { categories, audits, runtimeError } = runnerResult.lhr;
    if (jsonDir) {
      mkdirSync(jsonDir, { recursive: true });
      writeFileSync(path.join(jsonDir, `${page.replace(/\W+/g, '_') || 'root'}.json`), runnerResult.report);
    }
    if (runtimeError) log(`${page}: ${runtimeError.code} ${runtimeError.message}`);
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint'].displayValue ?? 'n/a',
      tbt: audits['total-blocking-time'].displayValue ?? 'n/a',
      cls: audits['cumulative-layout-shift'].displayValue ?? 'n/a',
      failing: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .filter((audit) => !['metricSavings'].includes(audit.id))
        .map((audit) => audit.id),
    };
  }
  console.log(`\n${RUNS} runs a page; the median run by performance (every run's performance in brackets)`);
  console.log('| page (mobile) | performance | accessibility | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.page} | ${r.performance} (${r.spread}) | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} |`,
    );
  }
  for (const r of results)
    if (r.failing.length) console.log(`\n${r.page}: audits below 1: ${r.failing.join(', ')}`);
  const home = results[0];
  const met =
    home.performance >= 95 && home.accessibility === 100 && home.bestPractices === 100 && home.seo >= 95;
  console.log(
    `\nTargets on / (performance ≥ 95, accessibility 100, best practices 100, SEO ≥ 95): ${met ? 'met' : 'MISSED'}`,
  );
  if (!met) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await chrome?.kill();
  await new Promise((resolve) => {
    if (app.exitCode !== null || app.signalCode !== null) return resolve();
    app.once('exit', resolve);
    app.kill('SIGTERM');
    setTimeout(() => app.kill('SIGKILL'), 15_000).unref();
  });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
