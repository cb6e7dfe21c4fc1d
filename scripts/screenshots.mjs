// Screenshots of storefront pages at desktop and phone width in both languages, for looking at
// what we build: `node scripts/screenshots.mjs http://127.0.0.1:8080 /tmp/shots / /about /shop`
// STORAGE_STATE=<file> starts each page from a Playwright storage state (e.g. a signed-in console).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base = 'http://127.0.0.1:8080', out = '/tmp/shots', ...pages] = process.argv.slice(2);
const widths = { desktop: 1280, phone: 390 };
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const [device, width] of Object.entries(widths)) {
  for (const lng of ['en', 'zh-HK']) {
    const page = await browser.newPage({
      viewport: { width, height: device === 'phone' ? 844 : 900 },
      storageState: process.env.STORAGE_STATE,
    });
    page.on(
      'console',
      (msg) => msg.type() === 'error' && console.error(`[${lng} ${device}] console: ${msg.text()}`),
    );
    for (const path of pages.length ? pages : ['/']) {
      const url = `${base}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${device}-${lng}.png`;
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.info(`${out}/${name}`);
    }
    await page.close();
  }
}
await browser.close();
