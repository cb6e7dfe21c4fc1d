import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { searchFromHeader } from './header-search';

/** The layout every storefront page shares: top bar, header, menu, footer, on the real server's seed data. */

interface CategoryAnswer {
  categories: {
    id: number;
    category_name_en: string;
    sub_categories: { id: number; category_name_en: string }[];
  }[];
}

test.beforeEach(async ({ page }) => {
  // Start every journey in English, whatever the browser's own language is.
  await page.goto('/?lng=en');
});

test('the header, the menu with its categories and the footer render', async ({ page, request }) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /home$/ })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const name of ['About', 'Shop', 'Subscription', 'Locations', 'Like a Champ', 'Corporate'])
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();

  const answer = (await (
    await request.post('/api/category_get.php', { data: { client_id: 47, limit: 999, offset: 0 } })
  ).json()) as CategoryAnswer;
  const group = answer.categories.find((c) => c.sub_categories.length > 0);
  expect(group, 'the seed has a category with sub-categories').toBeDefined();
  const sub = group!.sub_categories[0]!;

  const toggle = menu.getByRole('button', { name: 'Shop categories' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: group!.category_name_en })).toHaveAttribute(
    'href',
    `/shop/${group!.id}`,
  );
  await expect(menu.getByRole('link', { name: sub.category_name_en })).toHaveAttribute(
    'href',
    `/shop/${sub.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  // Every information page and the blog is reachable from the footer.
  const footerLinks = {
    'About us': '/about',
    'Our story': '/our-story',
    'Our coffee': '/our-coffee',
    'Our shops': '/our-shops',
    'Our achievements': '/our-achievements',
    Sustainability: '/our-sustainability-practises',
    Blog: '/blog-standard',
    'Contact us': '/contact',
    Careers: '/careers',
    'Refunds and returns': '/refund',
    'Privacy policy': '/privacy-policy',
  };
  for (const [name, href] of Object.entries(footerLinks))
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
});

test('the language switch turns the page into Chinese and back, on the same page', async ({ page }) => {
  await page.goto('/about');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(html).toHaveAttribute('lang', 'zh-HK');
  await expect(
    page.getByRole('navigation', { name: '主選單' }).getByRole('link', { name: '關於我們' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/about$/);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' }),
  ).toBeVisible();
});

test("pages the shopper goes on to, and the link's language kept on a reload, without i18next's code, which comes with a change of language", async ({
  page,
}) => {
  const i18nextCode: string[] = [];
  page.on('request', (request) => {
    if (/\/i18next-[^/]+\.js$/.test(request.url())) i18nextCode.push(request.url());
  });
  await page.goto('/about?lng=zh-HK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await page
    .getByRole('navigation', { name: '主選單' })
    .getByRole('link', { name: '網上商店', exact: true })
    .click();
  await page.getByRole('link', { name: '埃塞俄比亞 耶加雪菲 科契爾', exact: true }).first().click();
  // The subscription offer's words are in a file the first screen did not fetch.
  await expect(page.getByRole('heading', { name: '訂閱咖啡，按時為你新鮮烘焙' })).toBeVisible();
  expect(i18nextCode).toEqual([]);
  // The link's language is kept: the page loaded afresh, without `?lng=`, comes in it too.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('heading', { name: '訂閱咖啡，按時為你新鮮烘焙' })).toBeVisible();
  expect(i18nextCode).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe and have it roasted for you' })).toBeVisible();
  expect(i18nextCode).toHaveLength(1);
});

test('the search box goes to the shop with the keyword', async ({ page }) => {
  await searchFromHeader(page, 'Yirgacheffe 耶加');
  await expect(page).toHaveURL(`/shop?keyword=${encodeURIComponent('Yirgacheffe 耶加')}`);
});

test('the top bar banner rotates its messages', async ({ page }) => {
  const banner = page.getByRole('region', { name: 'Shop news' });
  // Only the message on screen is exposed; the others are hidden and inert.
  const message = banner.getByRole('link');
  await expect(message).toHaveCount(1);
  const first = await message.textContent();
  await expect(message).not.toHaveText(first ?? '', { timeout: 8_000 });
});

test('the account menu offers login when signed out', async ({ page }) => {
  const account = page.getByRole('button', { name: 'My account menu' });
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  // The closed drawer holds a second welcome line, so only the one on screen counts.
  await expect(page.getByText('Welcome!').filter({ visible: true })).toBeVisible();
  const login = page.getByRole('link', { name: 'Log in', exact: true });
  await expect(login).toHaveAttribute('href', '/login-register');
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(account).toBeFocused();
});

test('the mini-cart says when the cart is empty', async ({ page }) => {
  const cart = page.getByRole('button', { name: 'Cart, 0 items' });
  await cart.click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('the newsletter form checks the address on submit and thanks the subscriber', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(footer.getByText('Please enter your email address.')).toBeVisible();

  await email.fill('not-an-email');
  await expect(footer.getByText('Please enter your email address.')).toBeVisible();
  await subscribe.click();
  await expect(footer.getByText('Please enter a valid email address', { exact: false })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await email.fill(`layout-${Date.now()}@example.com`);
  await subscribe.click();
  await expect(page.getByRole('button', { name: /Thank you/ })).toBeVisible();
  await expect(email).toHaveValue('');
});

for (const lng of ['en', 'zh-HK']) {
  test(`the top bar, header and footer pass an axe audit in ${lng}`, async ({ page }) => {
    await page.goto(`/?lng=${lng}`);
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    const audit = await new AxeBuilder({ page })
      .include('.top-bar')
      .include('.site-header')
      .include('.site-footer')
      .analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header carries search and account without overflowing, in both languages @phone', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log in or register' })).toHaveAttribute(
      'href',
      '/login-register',
    );
    await header.getByRole('button', { name: 'Open search' }).click();
    await expect(header.getByRole('button', { name: 'Close search' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await searchFromHeader(page, 'ethiopia');
    await expect(page).toHaveURL(/\/shop\?keyword=ethiopia/);
    await expect(header.getByRole('searchbox')).toBeHidden();
    for (const language of ['en', 'zh-HK']) {
      await page.goto(`/?lng=${language}`);
      await expect(header.getByRole('button', { name: /Open search|開啟搜尋/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    }
  });

  test('the slide-out menu opens, traps focus and closes @phone', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('searchbox')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in or register' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();

    await drawer.getByRole('button', { name: 'Shop' }).click();
    await expect(drawer.getByRole('link', { name: 'All products' })).toBeVisible();

    // Tabbing many times never leaves the drawer.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const audit = await new AxeBuilder({ page }).include('#mobile-menu').analyze();
    expect(audit.violations.map((v) => v.id)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

// /contact is built in the browser from its own lazily loaded chunk; the pages the server renders
// link their chunks in the head instead.
test.describe('when part of the page fails to load', () => {
  // The browser itself reports the refused file, and React reports the error the router caught.
  // An array value must be wrapped, or Playwright reads it as a [value, options] pair.
  test.use({
    allowedConsole: [
      [/Failed to load resource/, /ChunkLoadError|Loading chunk failed|Unable to preload CSS/],
      { scope: 'test' },
    ],
  });

  test('a missing script chunk offers a reload', async ({ page }) => {
    await page.route(/\/assets\/contact-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'This page needs a refresh' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });

  test('a missing stylesheet is caught as CSS_CHUNK_LOAD_FAILED and offers a reload', async ({ page }) => {
    await page.route(/\/assets\/contact-[^/]*\.css$/, (route) => route.abort());
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'This page needs a refresh' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
