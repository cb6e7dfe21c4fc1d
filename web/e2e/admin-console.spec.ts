import {
  consoleSignIn,
  DEMO,
  firstPickupDay,
  hongKongDay,
  memberSignIn,
  OWNER,
  openConsoleAsOwner,
  placeBankTransferOrder,
  STAFF,
} from './admin-kit';
import { expect, test } from './fixtures';

/** The console's own door: sign-in in both languages, roles, tomorrow's pick list on paper. */

test.describe('the sign-in screen', () => {
  // The refused sign-ins below are 401 answers, which the browser logs.
  test.use({ allowedConsole: [/status of 401/] });

  test('sign-in refuses a wrong password in both languages and a member session opens nothing @phone', async ({
    page,
  }) => {
    await memberSignIn(page);
    await page.goto('/admin?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff console' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(refusal).toBeVisible();
    const english = await refusal.textContent();

    await page.getByRole('button', { name: '繁體中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '員工後台' })).toBeVisible();
    await page.getByRole('button', { name: '登入' }).click();
    await expect(refusal).toHaveText(/[\u4e00-\u9fff]/);
    expect(await refusal.textContent()).not.toBe(english);
  });

  test('a session ended elsewhere sends the console back to sign-in, on the same page', async ({
    page,
    request,
  }) => {
    await consoleSignIn(page, OWNER);
    await expect(page.getByText('Orders today')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('sampan-staff-token'));
    const ended = await request.post('/api/admin_logout.php', {
      data: { client_id: 47 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.ok()).toBe(true);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    expect(await page.evaluate(() => localStorage.getItem('sampan-staff-token'))).toBeNull();
  });
});

test('signing out leaves the console at once, and the server then refuses the old token', async ({
  page,
  request,
}) => {
  await consoleSignIn(page, OWNER);
  const token = await page.evaluate(() => localStorage.getItem('sampan-staff-token'));
  // The server's answer is held back: the browser must not wait for it to let the person go.
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const ended = page.waitForResponse('**/api/admin_logout.php');
  await page.route('**/api/admin_logout.php', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sampan-staff-token'))).toBeNull();
  answer();
  expect((await ended).ok()).toBe(true);
  const refused = await request.post('/api/admin_me.php', {
    data: { client_id: 47 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(401);
});

test('a staff member works the console but has no audit log; the owner reads it', async ({ page }) => {
  await consoleSignIn(page, STAFF);
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/admin/audit?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'For owners only' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await openConsoleAsOwner(page);
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});

test('tomorrow’s pick list prints without the console around it', async ({ page, request }) => {
  const day = await firstPickupDay(request);
  const { orderNumber } = await placeBankTransferOrder(request, [48], day);
  await openConsoleAsOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pick list' }).click();
  const date = page.getByLabel('Day', { exact: true });
  await date.fill(day);
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Pickup at / }).first()).toBeVisible();

  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
  await expect(page.getByText('Terracotta Espresso Cup Pair').first()).toBeVisible();
});

test('the pick list opens on tomorrow', async ({ page }) => {
  await openConsoleAsOwner(page);
  await page.goto('/admin/pick-list?lng=en');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(hongKongDay(1));
});

test('on a phone the console menu opens, leads to a page and folds away @phone', async ({
  page,
  isMobile,
}) => {
  await openConsoleAsOwner(page);
  const nav = page.getByRole('navigation', { name: 'Console' });
  if (isMobile) {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Console menu' }).click();
  }
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  if (isMobile) await expect(nav).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
