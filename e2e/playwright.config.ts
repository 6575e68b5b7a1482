import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the built app (`npm run build` first): one server process on an unusual
 * port with a fresh embedded database per run, started as `npm start` starts it (production mode:
 * trusted documents enforced, introspection for staff only, COOKIE_SECURE=auto).
 */
const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'hometunnel-e2e-'));
// Playwright loads this config in every worker: keep one data directory for the whole run.
process.env.E2E_DATA_DIR = dataDir;

const serverEnv: Record<string, string> = {
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // What start.js defaults to; explicit, so a NODE_ENV exported in the shell cannot change it.
  NODE_ENV: 'production',
  ADMIN_EMAILS: 'admin@hometunnel.example',
  LOG_LEVEL: 'warn',
  // Every test shops and signs up from 127.0.0.1: the per-address limits would count the whole run
  // (the suite creates more accounts than one address may in an hour).
  CHECKOUT_MAX_PER_IP: '10000',
  CHECKOUT_EVENTS_MAX_PER_IP: '10000',
  REGISTRATION_MAX_PER_IP: '10000',
  // Signed-in page loads and pages with a query string are renders counted per address too.
  PAGE_RENDERS_MAX_PER_IP: '100000',
  // The webhooks spec's receiver listens on 127.0.0.1 over plain http.
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
};
for (const name of ['DATABASE_URL', 'WEB_DIST_DIR', 'TRUSTED_DOCUMENTS_FILE']) {
  const value = process.env[name];
  if (value) serverEnv[name] = value;
}

export default defineConfig({
  testDir: './tests',
  // Separate runs (e.g. parallel sessions on one machine) can each use their own port and folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: existsSync(chromiumPath) ? { executablePath: chromiumPath } : {},
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The admin's address must be verified before it may claim admin: the operator CLI makes the
    // account (verified; promote when a kept database has it already), then the server starts.
    command:
      "printf 'explorer-admin-secret\\n' | node api/dist/cli/admin.js create admin@hometunnel.example" +
      ' || node api/dist/cli/admin.js promote admin@hometunnel.example; exec node api/dist/start.js',
    cwd: '..',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: serverEnv,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
