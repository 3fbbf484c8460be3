import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The test mailbox's reader (mail-sink.mjs); helpers.ts reads codes and links from it. */
export const MAIL_PORT = PORT + 1;
/** The administrator start-server creates (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-Admin-pass-1' };

// Debian's chromium: test tools cannot download browsers here.
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export default defineConfig({
  testDir: '__tests__/e2e',
  // Kept apart from test-results/jest.json, which CI writes first.
  outputDir: 'test-results/e2e-artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: 'node __tests__/e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      E2E_MAIL_PORT: String(MAIL_PORT),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // One proxy hop, so the investors the tests make through the API each come from their own address (admin-helpers.ts).
      TRUST_PROXY: '1',
    },
  },
});
