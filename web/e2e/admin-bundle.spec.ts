import { expect, test } from './fixtures';

/**
 * Issue #8: the console is its own lazily loaded part. What a shopper's browser fetches on the
 * home page (the entry chunk, the chunks and styles the page loads) carries none of its code:
 * no staff call, no console component or style, and not the console's translations.
 */
const CONSOLE_MARKERS = [
  /admin_order_list/,
  /admin_login/,
  /admin_dashboard_get/,
  /\.console-nav/,
  /\.pick-slot/,
];

test('a shopper on the home page downloads none of the staff console', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
  await page.goto('/?lng=en');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(fetched.filter((path) => path.includes('/locales/'))).not.toContainEqual(
    expect.stringContaining('admin'),
  );
  const code = fetched.filter((path) => /\.(js|css)$/.test(path));
  expect(code.length).toBeGreaterThan(0);
  for (const path of code) {
    const text = await (await request.get(path)).text();
    for (const marker of CONSOLE_MARKERS) expect(text, `${path} holds ${marker}`).not.toMatch(marker);
  }

  // The console's code exists and loads once someone opens it.
  const opened: string[] = [];
  page.on('request', (req) => opened.push(new URL(req.url()).pathname));
  await page.goto('/admin?lng=en');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(opened.some((path) => /staff-console-.*\.js$/.test(path))).toBe(true);
});
