#!/usr/bin/env node
/**
 * Renders the share image, web/public/og-image.png (1200×630, the size og:image announces in
 * src/seo/head.ts): an HTML card in the brand colours of src/theme/theme.ts, screenshotted with
 * Playwright's Chromium. Run it again after a brand or colour change and commit the PNG.
 *
 *   node web/scripts/og-image.mjs                   brand 'HomeTunnel'
 *   BRAND_NAME=Acme node web/scripts/og-image.mjs   another brand
 *   CHROMIUM_PATH=/path/to/chrome node web/scripts/og-image.mjs
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 1200;
const HEIGHT = 630;
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(webDir, 'public/og-image.png');
const brand = process.env.BRAND_NAME || 'HomeTunnel';
const tagline = 'Your home internet, anywhere';

/** The colours of theme.ts, read from the source so the card follows the design tokens. */
const themeSource = readFileSync(join(webDir, 'src/theme/theme.ts'), 'utf8');
const colour = (name) => {
  const match = themeSource.match(new RegExp(`\\b${name}: '(#[0-9a-fA-F]{3,8})'`));
  if (!match) throw new Error(`theme.ts has no colour ${name}`);
  return match[1];
};
const c = {
  navy: colour('navy'),
  navy2: colour('navy2'),
  primary: colour('primary'),
  accent: colour('accent'),
  focus: colour('focus'),
};

const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The favicon's mark (a house in a brand-gradient tile), drawn large.
const logo = `<svg width="112" height="112" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${c.primary}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient></defs>
  <rect width="32" height="32" rx="9" fill="url(#g)"/>
  <path d="M8 15.5 16 9l8 6.5V24h-5v-4.5a3 3 0 0 0-6 0V24H8z" fill="#fff"/></svg>`;

// A tunnel from home (left) to a travel router on the globe (right).
const tunnel = `<svg width="440" height="220" viewBox="0 0 520 260" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="t" x1="0" x2="1">
    <stop offset="0" stop-color="${c.primary}"/><stop offset="1" stop-color="${c.accent}"/></linearGradient></defs>
  <path d="M40 200 C 160 20, 360 20, 480 200" fill="none" stroke="url(#t)" stroke-width="10" stroke-linecap="round"/>
  <path d="M40 200 C 160 20, 360 20, 480 200" fill="none" stroke="#ffffff" stroke-opacity="0.55"
    stroke-width="3" stroke-dasharray="2 18" stroke-linecap="round"/>
  <circle cx="40" cy="200" r="26" fill="${c.navy2}" stroke="${c.primary}" stroke-width="5"/>
  <path d="M28 203 40 192l12 11v10h-8v-7h-8v7h-8z" fill="#fff"/>
  <circle cx="480" cy="200" r="26" fill="${c.navy2}" stroke="${c.accent}" stroke-width="5"/>
  <circle cx="480" cy="200" r="12" fill="none" stroke="#fff" stroke-width="3"/>
  <path d="M468 200h24M480 188c-6 7-6 17 0 24M480 188c6 7 6 17 0 24" fill="none" stroke="#fff" stroke-width="2.5"/>
</svg>`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; }
  body {
    font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif;
    color: #fff;
    background:
      radial-gradient(900px 520px at 85% -15%, rgba(43, 79, 214, 0.85) 0%, rgba(43, 79, 214, 0) 60%),
      linear-gradient(180deg, ${c.navy} 0%, ${c.navy2} 100%);
    padding: 72px 80px;
    position: relative;
    overflow: hidden;
  }
  .brand { display: flex; align-items: center; gap: 28px; }
  .name { font-size: 76px; font-weight: 700; letter-spacing: -1.5px; }
  .tagline { margin-top: 64px; font-size: 64px; font-weight: 700; line-height: 1.1; max-width: 620px; }
  .tagline span { color: ${c.focus}; }
  .sub { margin-top: 28px; font-size: 28px; color: #c7d2e6; max-width: 560px; line-height: 1.35; }
  .tunnel { position: absolute; right: 48px; bottom: 56px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px;
    background: linear-gradient(90deg, ${c.primary}, ${c.accent}); }
</style></head><body>
  <div class="brand">${logo}<div class="name">${escapeHtml(brand)}</div></div>
  <div class="tagline">Your home internet, <span>anywhere</span></div>
  <div class="sub">Home-IP VPN tunnel routers &amp; plans. Keep your home IP address wherever you travel.</div>
  <div class="tunnel">${tunnel}</div>
  <div class="bar"></div>
</body></html>`;

if (!html.includes(tagline.split(',')[0])) throw new Error('the tagline is missing from the card');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: out, type: 'png', clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
} finally {
  await browser.close();
}
console.log(`${out}: ${WIDTH}×${HEIGHT}, ${Math.round(statSync(out).size / 1024)} KB`);
