import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, untilInteractive } from './fixtures';
import { searchFromHeader } from './header-search';

/**
 * A page the server rendered shows before its script has taken it over, which on a slow phone is
 * a moment the shopper can act in. Whatever they try then must not be silently undone when the
 * page hydrates: its controls wait, its links work (docs/catalog.md, "Hydration").
 */

/** The scripts a page names itself: its entry module and what that imports before anything else. */
async function scriptsNamedBy(request: APIRequestContext, url: string): Promise<string[]> {
  const html = await (await request.get(url)).text();
  return [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]!);
}

/**
 * Holds the page's scripts back (all but `passed`) until released, as a slow connection does.
 * `held` settles once the page has asked for one of them.
 */
async function holdScripts(page: Page, passed: string[] = []) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const held = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (passed.includes(new URL(route.request().url()).pathname)) return route.continue();
    asked();
    await released;
    await route.continue();
  });
  return { release, held };
}

test('a sign-in choice clicked before the page answers is not taken, then is once it answers', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const opened = page.goto('/login-register?lng=en');
  const form = page.getByRole('tabpanel', { name: 'Log in' });
  const phone = form.getByRole('radio', { name: 'Phone' });
  const email = form.getByRole('radio', { name: 'Email' });
  // However long the page takes to arrive: the wait is for the page, not a measure of it.
  await form.getByText('Email', { exact: true }).waitFor();
  await expect(page.locator('#root')).toHaveCSS('cursor', 'progress');

  const option = await form.locator('label', { hasText: 'Email' }).boundingBox();
  await page.mouse.click(option!.x + option!.width / 2, option!.y + option!.height / 2);
  await expect(email).not.toBeChecked();

  scripts.release();
  await opened;
  await expect(phone).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await email.check();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
});

test('search text typed before the page answers is not taken, then is once it answers', async ({
  page,
  request,
}) => {
  const scripts = await holdScripts(page, await scriptsNamedBy(request, '/?lng=en'));
  const opened = page.goto('/?lng=en');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search coffee, drip bags and gear' });
  // The page's own first script has run and asked for the rest, which is held back.
  await scripts.held;
  await box.focus();
  await page.keyboard.type('Kochere');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('');

  scripts.release();
  await opened;
  await expect(page).toHaveURL(/\/\?lng=en$/);
  await searchFromHeader(page, 'Kochere');
  await expect(page).toHaveURL(/\/shop\?keyword=Kochere/);
});

test('a link followed before the page answers still opens its page', async ({ page }) => {
  const scripts = await holdScripts(page);
  void page.goto('/?lng=en').catch(() => {});
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our story' }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  scripts.release();
  await untilInteractive(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a product page answers before the code of its reviews and suggestions has come, showing them loading until it does', async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/(product-reviews|suggested-products)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/product/1?lng=en');
  await untilInteractive(page);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const suggestions = page.getByRole('region', { name: 'You may also like' });
  await expect(reviews.getByText('Loading the reviews…')).toBeVisible();
  await expect(suggestions.getByRole('list').first()).toHaveAttribute('aria-busy', 'true');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  // The page has answered a tap and both parts still wait for their code, not for their answers.
  await expect(reviews.getByText('Loading the reviews…')).toBeVisible();
  await expect(suggestions.getByRole('list').first()).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(reviews.getByText('Loading the reviews…')).toBeHidden();
  await expect(reviews.getByText(/^\d+ reviews?$|^No reviews yet/).first()).toBeVisible();
  await expect(suggestions.getByRole('list').first()).toHaveAttribute('aria-busy', 'false');
  await expect(suggestions.getByRole('link').first()).toBeVisible();
});
