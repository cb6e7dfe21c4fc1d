import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error, so a broken page cannot pass
 * by accident. A test that expects an error (e.g. a 404 API answer) lists it in `allowedConsole`.
 */
export const test = base.extend<{ allowedConsole: RegExp[]; consoleGuard: undefined }>({
  allowedConsole: [[], { option: true }],
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
