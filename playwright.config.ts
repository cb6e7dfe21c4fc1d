import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
/** Journeys that fill the demo member's cart and spend its credit (see the projects below). */
const DEMO_MEMBER_SPENDS = ['checkout.spec.ts', 'credit-shop.spec.ts'];

/** Browser journeys in Debian's Chromium against the real server on a fresh embedded database. */
export default defineConfig({
  testDir: 'web/e2e',
  // Limits for a hung journey, not a speed target: on this 2-core machine two workers with their
  // browsers and the server run a journey up to four times slower than alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: DEMO_MEMBER_SPENDS },
    // The demo member has one cart and one credit balance: the journeys that spend them take turns.
    { name: 'demo-member-checkout', use: desktop, testMatch: 'checkout.spec.ts' },
    {
      name: 'demo-member-credit-shop',
      use: desktop,
      testMatch: 'credit-shop.spec.ts',
      dependencies: ['demo-member-checkout'],
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: {
    // Each port gets its own data directory, so two runs side by side never share a database.
    command: `rm -rf .data-e2e-${PORT} && node --import tsx server/src/main.ts`,
    // A GET the server answers with 200 whether or not the storefront is built (API calls are POST only).
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    env: { PORT: String(PORT), DATA_DIR: `.data-e2e-${PORT}`, HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
