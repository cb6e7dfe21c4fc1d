import { expect, test } from './fixtures';
import { searchFromHeader } from './header-search';
import { signInByEmail } from './member-kit';

/**
 * Landing pages arrive with their first screen rendered by the server, so they paint before any
 * script has run, and the browser then takes that page over instead of building it again.
 */

const KOCHERE = { id: 1, en: 'Ethiopia Yirgacheffe Kochere', zh: '埃塞俄比亞 耶加雪菲 科契爾' };

/** The part of a page the server rendered into #root, as text. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return start < 0 ? '' : html.slice(start);
}

test('the product page, the listing and the home page come rendered in the language asked for', async ({
  request,
}) => {
  const product = rootOf(await (await request.get(`/product/${KOCHERE.id}?lng=en`)).text());
  expect(product).toContain('data-language="en"');
  expect(product).toContain(`<h1 class="product-detail__name">${KOCHERE.en}</h1>`);
  expect(product).toMatch(/\$\d+\.\d\d/);

  const chinese = await request.get(`/product/${KOCHERE.id}`, { headers: { cookie: 'i18next=zh-HK' } });
  expect(rootOf(await chinese.text())).toContain(KOCHERE.zh);

  const listing = rootOf(await (await request.get('/shop?lng=en&keyword=Yirgacheffe')).text());
  expect(listing).toContain(KOCHERE.en);

  const home = rootOf(await (await request.get('/?lng=en')).text());
  expect(home).toContain('hero-slider');

  // A page that needs the shopper (the cart) is left to the browser.
  expect(rootOf(await (await request.get('/cart')).text())).toContain('<div id="root"></div>');
});

test('the sign-in page comes rendered, unindexed, and a member already signed in is passed on', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login-register?lng=en')).text();
  expect(rootOf(html)).toContain('Log in with a code sent to your mobile, or with your email and password.');
  expect(html).toContain('<meta name="robots" content="noindex" />');

  await page.goto('/login-register?lng=en');
  await signInByEmail(page, 'demo@example.com', 'Coffee2024!');
  await expect(page).toHaveURL(/\/my-account/);
  // The page arrives signed out, as the server rendered it; the stored member then moves on.
  await page.goto('/login-register?lng=en');
  await expect(page).toHaveURL(/\/my-account/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, picture, price and button, styled', async ({ page }) => {
    await page.goto(`/product/${KOCHERE.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: KOCHERE.en })).toBeVisible();
    const picture = page.locator('img.gallery__main');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeVisible();
    // Its stylesheet came with the page: the button is the shop's dark pill, not the browser's grey.
    expect(await add.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  });

  test('the header search still finds coffee, on a listing the server renders', async ({ page }) => {
    await page.goto('/?lng=en');
    await searchFromHeader(page, 'Yirgacheffe');
    await expect(page).toHaveURL(/\/shop\?keyword=Yirgacheffe/);
    await expect(page.getByRole('link', { name: KOCHERE.en, exact: true }).first()).toBeVisible();
  });
});

test('the browser takes the rendered page over without building it again, then it answers', async ({
  page,
}) => {
  // Counts the nodes the server rendered that leave the page while the browser takes it over.
  await page.addInitScript(() => {
    const w = window as unknown as { replacedNodes: number };
    w.replacedNodes = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const rendered = new Set(root.children);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (rendered.has(node as Element)) w.replacedNodes++;
      }).observe(root, { childList: true });
    });
  });
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  expect(await page.evaluate(() => (window as unknown as { replacedNodes: number }).replacedNodes)).toBe(0);

  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: KOCHERE.zh })).toBeVisible();
});
