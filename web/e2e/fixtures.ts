import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error, so a broken page cannot pass
 * by accident. A test that expects an error (e.g. a 404 API answer) lists it in `allowedConsole`.
 */
/**
 * Waits until the page answers taps: a page the server rendered is visible before its script has
 * taken it over, and its controls take no choice until it has (web/src/start.tsx marks
 * `data-app="interactive"`, styles/hydrating.css and hydration-guard.ts hold the controls until then).
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.app === 'interactive',
  );
}

export const test = base.extend<{ allowedConsole: RegExp[]; consoleGuard: undefined }>({
  allowedConsole: [[], { option: true }],
  // A journey waits, like a shopper, until a page it opens answers.
  page: async ({ page, javaScriptEnabled }, use) => {
    const interactive = async () => javaScriptEnabled && untilInteractive(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await interactive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await interactive();
      return response;
    };
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !allowedConsole.some((re) => re.test(msg.text())))
          problems.push(msg.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await use(undefined);
      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
