import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchFromHeader } from './header-search';
import { registeredMember, signInByEmail } from './member-kit';

/**
 * The catalog storefront on the real server's seed: listing, filters, quick view, product layouts,
 * wishlist and compare. The seed's stock levels are fixed per SKU, so the numbers below are stable.
 */

const KOCHERE = { id: 1, en: 'Ethiopia Yirgacheffe Kochere', zh: '埃塞俄比亞 耶加雪菲 科契爾' };
const DISCOVERY_BOX = { id: 32, stock: 12 };

const results = (page: Page, name = 'Products') => page.getByRole('region', { name });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categories' });
const prices = async (page: Page) =>
  (await results(page).locator('.price-tag__now').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );

test('searching from the header finds coffee in English and in Chinese', async ({ page }) => {
  await page.goto('/?lng=en');
  await searchFromHeader(page, 'Yirgacheffe');
  await expect(page).toHaveURL('/shop?keyword=Yirgacheffe');
  await expect(results(page).getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();
  // The sidebar's own search box is pre-filled with the same keyword.
  await expect(page.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('Yirgacheffe');

  await page.goto('/?lng=zh-HK');
  await searchFromHeader(page, '耶加', 'zh-HK');
  await expect(results(page, '產品').getByRole('link', { name: KOCHERE.zh, exact: true })).toBeVisible();
  await expect(results(page, '產品').getByRole('link', { name: '肯亞', exact: false })).toHaveCount(0);
});

test('the sidebar filters a category and a sub-category, keeping the parent active @phone', async ({
  page,
  isMobile,
}) => {
  // On a phone the categories fold behind a button, and fold again after each choice.
  const nav = async () => {
    if (isMobile) await page.getByRole('button', { name: 'Categories and filters' }).click();
    return categories(page);
  };
  await page.goto('/shop?keyword=kenya&lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await (await nav()).getByRole('link', { name: 'Single Origins' }).click();

  await expect(page).toHaveURL(/\/shop\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Single Origins' })).toBeVisible();
  // A new category clears the search box.
  await expect(page.getByRole('searchbox', { name: 'Search this category' })).toHaveValue('');
  const singleOrigins = (await nav()).getByRole('link', { name: 'Single Origins' });
  await expect(singleOrigins).toHaveAttribute('aria-current', 'page');

  await categories(page).getByRole('link', { name: 'Africa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Africa' })).toBeVisible();
  await nav();
  await expect(categories(page).getByRole('link', { name: 'Africa' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(singleOrigins).toHaveAttribute('aria-current', 'true');
  await expect(categories(page).getByRole('link', { name: 'Blends', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(results(page).getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();
  await expect(results(page).getByRole('link', { name: 'Harbour House Espresso', exact: true })).toHaveCount(
    0,
  );
});

test('grid and list views, sorting by price and paging', async ({ page }) => {
  await page.goto('/shop?lng=en');
  await expect(page.getByText(/Showing 1–12 of \d+ products/)).toBeVisible();

  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(results(page).locator('.product-card--list').first()).toBeVisible();
  await page.getByRole('button', { name: 'Grid view' }).click();
  await expect(results(page).locator('.product-card--grid').first()).toBeVisible();

  await page.getByLabel('Sort by').selectOption('price_low_high');
  await expect(page).toHaveURL(/sort=price_low_high/);
  await expect.poll(async () => prices(page)).toHaveLength(12);
  const rising = await prices(page);
  expect(rising).toEqual([...rising].sort((a, b) => a - b));

  await page.getByLabel('Sort by').selectOption('price_high_low');
  await expect.poll(async () => (await prices(page))[0]).toBeGreaterThan(rising.at(-1)!);
  const falling = await prices(page);
  expect(falling).toEqual([...falling].sort((a, b) => b - a));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/sort=price_high_low&page=2/);
  await expect(page.getByText(/Showing 13–24 of \d+ products/)).toBeVisible();
});

test('filtering by roast level shows only that roast, and an empty search says so', async ({ page }) => {
  await page.goto('/shop?lng=en');
  await page.getByRole('button', { name: 'List view' }).click();
  const dark = page.getByRole('button', { name: /^Dark \d+$/ });
  const darkCount = Number((await dark.innerText()).match(/\d+/)?.[0]);
  await dark.click();
  await expect(page).toHaveURL(/roast=dark/);
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  // The filtered list has replaced the unfiltered one once it holds as many as the filter counted.
  const rows = results(page).locator('.product-card');
  await expect(rows).toHaveCount(Math.min(darkCount, 12));
  for (const row of await rows.all()) await expect(row.getByText('Dark', { exact: true })).toBeVisible();

  await page.goto('/shop?keyword=zzqx&lng=en');
  await expect(page.getByRole('heading', { name: 'Nothing matches “zzqx”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/shop');
});

test('a misspelt search offers "did you mean"; the origin filter lists countries, then their regions', async ({
  page,
}) => {
  await page.goto('/shop?keyword=yirgachffe&lng=en');
  await expect(page.getByRole('heading', { name: 'Nothing matches “yirgachffe”' })).toBeVisible();
  await expect(page.getByText('Did you mean')).toBeVisible();
  await page.getByRole('link', { name: 'yirgacheffe', exact: true }).click();
  await expect(page).toHaveURL(/keyword=yirgacheffe/);
  await expect(results(page).getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();

  await page.goto('/shop?lng=zh-HK');
  const origin = page.getByRole('combobox', { name: '產地' });
  await expect(origin.getByRole('option', { name: /^埃塞俄比亞（\d+）$/ })).toHaveCount(1);
  await expect(origin.getByRole('option', { name: /,|、/ })).toHaveCount(0);
  await origin.selectOption('Ethiopia');
  await expect(page).toHaveURL(/origin=Ethiopia/);
  const region = page.getByRole('combobox', { name: '產區' });
  await region.selectOption('Yirgacheffe');
  await expect(page).toHaveURL(/region=Yirgacheffe/);
  await expect(results(page, '產品').getByRole('link', { name: KOCHERE.zh, exact: true })).toBeVisible();
  const counted = (await region.locator('option:checked').textContent())?.match(/（(\d+)）/)?.[1];
  await expect(results(page, '產品').getByText(`共 ${counted} 件產品`)).toBeVisible();
});

test('cards are honest about sales and the cart; page links lead to the top of the results @phone', async ({
  page,
  isMobile,
}) => {
  // Only the 1 kg bag is reduced: the card, priced by the 200 g bag, says "up to", in both languages.
  await page.goto('/shop?keyword=Harbour%20House%20Espresso&lng=en');
  const card = (name: string) => results(page).getByRole('article', { name, exact: true });
  const harbourHouse = card('Harbour House Espresso');
  await expect(harbourHouse.locator('.badge--sale')).toHaveText('Up to 10% off');
  // On a phone's narrow card too, the badge stays clear of the wishlist and quick view buttons.
  const [badge, wishlist] = await Promise.all([
    harbourHouse.locator('.badge--sale').boundingBox(),
    harbourHouse.getByRole('button', { name: /to your wishlist/ }).boundingBox(),
  ]);
  expect(badge!.x + badge!.width).toBeLessThanOrEqual(wishlist!.x);
  await page.goto('/shop?keyword=Harbour%20House%20Espresso&lng=zh-HK');
  await expect(results(page, '產品').locator('.badge--sale').first()).toHaveText('低至 10% 折扣');

  // A second press adds another; removing is its own button; the focus stays on the card.
  await page.goto('/shop?keyword=Brewing%20Scale&lng=en');
  const scale = card('Brewing Scale with Timer');
  await scale.getByRole('button', { name: 'Add to cart: Brewing Scale with Timer' }).click();
  const another = scale.getByRole('button', {
    name: /^In cart \(\d\) · Add another: Brewing Scale with Timer$/,
  });
  await expect(another).toHaveText('In cart (1) · Add another');
  await expect(another).toBeFocused();
  await another.click();
  await expect(another).toHaveText('In cart (2) · Add another');
  await expect(another).toBeFocused();
  await scale.getByRole('button', { name: 'Remove Brewing Scale with Timer from cart' }).click();
  await expect(another).toHaveCount(0);
  await expect(scale.getByRole('button', { name: 'Add to cart: Brewing Scale with Timer' })).toBeFocused();

  // Page 2 opens at the top of the results, not at the pager at the bottom.
  await page.goto('/shop?lng=en');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results(page)).toBeFocused();
  await expect(page.getByText(/Showing 13–24 of \d+ products/)).toBeInViewport();
  if (isMobile) {
    // Previous and Next stay on one row on a phone.
    const [previous, next] = await Promise.all([
      pager.getByRole('link', { name: /Previous/ }).boundingBox(),
      pager.getByRole('link', { name: /Next/ }).boundingBox(),
    ]);
    expect(Math.abs(previous!.y - next!.y)).toBeLessThan(2);
  }

  // A page past the last says so and offers the first and the last.
  await page.goto('/shop?page=99&lng=en');
  await expect(page.getByRole('heading', { name: 'There is no page 99' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to page 1' }).click();
  await expect(page.getByText(/Showing 1–12 of \d+ products/)).toBeVisible();
});

test('quick view picks the variant whose options match and follows its stock @phone', async ({ page }) => {
  await page.goto('/shop/8?lng=en');
  await page.getByRole('button', { name: `Quick view of ${KOCHERE.en}` }).click();
  const dialog = page.getByRole('dialog', { name: KOCHERE.en });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Show picture/ })).toHaveCount(2);
  await expect(dialog.getByText('68 in stock')).toBeVisible();

  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(quantity).toHaveValue('2');

  // Choosing an option selects the matching variant and starts the quantity again at 1.
  await dialog.getByRole('radio', { name: 'Ground for filter' }).check({ force: true });
  await expect(dialog.getByText('37 in stock')).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(dialog.getByRole('button', { name: 'One fewer' })).toBeDisabled();

  await dialog.getByRole('radio', { name: '1 kg' }).check({ force: true });
  await expect(dialog.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  await dialog.getByRole('radio', { name: /^Whole bean/ }).check({ force: true });
  await expect(dialog.getByText('60 in stock')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Quick view of ${KOCHERE.en}` })).toBeFocused();
});

test('the stepper stops at the stock left, and add to cart once the cart holds it all', async ({ page }) => {
  await page.goto(`/product/${DISCOVERY_BOX.id}?lng=en`);
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await quantity.fill('99');
  await expect(quantity).toHaveValue(String(DISCOVERY_BOX.stock));
  // Cut down, and told so, rather than changed silently.
  await expect(page.getByRole('status').filter({ hasText: 'The most you can add is 12' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'One more' })).toBeDisabled();

  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await add.click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  await expect(page.getByText('All our stock is in your cart')).toBeVisible();
  await expect(add).toBeDisabled();
  // The header counts units, and the server may add a free gift, so only say it is no longer empty.
  await expect(page.getByRole('button', { name: /^Cart, / })).not.toHaveAccessibleName('Cart, 0 items');
});

test('adding to the wishlist twice is an error the second time; the wishlist page lists it', async ({
  page,
}) => {
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  const add = page.getByRole('button', { name: 'Add to wishlist' });
  await add.click();
  await expect(page.getByRole('button', { name: /Added to your wishlist/ })).toBeVisible();
  const again = page.getByRole('button', { name: 'In your wishlist' });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  await again.click();
  await expect(page.locator('.toast--error', { hasText: 'This is already in your wishlist' })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${KOCHERE.en} from your wishlist` }).click();
  await expect(page.getByRole('button', { name: /Removed from your wishlist/ })).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
});

test('the wishlist stays through a reload and follows a member to another browser', async ({
  page,
  browser,
  request,
}) => {
  const member = await registeredMember(request);
  const wishlistOf = (tab: Page, count: string) =>
    tab.getByRole('banner').getByRole('link', { name: `Wishlist, ${count}` });
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(wishlistOf(page, '1 item')).toBeVisible();
  // A guest's list is kept in this browser: a reload (or a new tab) still has it.
  await page.reload();
  await expect(wishlistOf(page, '1 item')).toBeVisible();

  // Signing in merges the guest's list into the member's, on the server.
  await page.goto('/my-account?lng=en');
  await signInByEmail(page, member.email, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(wishlistOf(page, '1 item')).toBeVisible();

  // Another browser has nothing until the member signs in there.
  const other = await browser.newPage();
  await other.goto('/wishlist?lng=en');
  await expect(wishlistOf(other, '0 items')).toBeVisible();
  await other.goto('/my-account?lng=en');
  await signInByEmail(other, member.email, member.password);
  await expect(wishlistOf(other, '1 item')).toBeVisible();
  await other.goto('/wishlist?lng=en');
  await expect(other.getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();
  await other.close();
});

test('comparing two products shows their coffee side by side', async ({ page }) => {
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to compare/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comparing' })).toHaveAttribute('aria-pressed', 'true');

  await searchFromHeader(page, 'Signal');
  await results(page).getByRole('link', { name: 'Signal No. 8 Dark Espresso', exact: true }).click();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByRole('link', { name: 'See the comparison (2)' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products compared side by side' });
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /Roast level/ })).toContainText('Light');
  await expect(table.getByRole('row', { name: /Roast level/ })).toContainText('Dark');
  await expect(table.getByRole('row', { name: /Origin/ })).toContainText('Kochere, Yirgacheffe, Ethiopia');

  await table.getByRole('button', { name: `Remove ${KOCHERE.en} from compare` }).click();
  await expect(page.locator('.toast--error', { hasText: 'Removed from compare' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
});

test('every product layout shows the name, the price and add to cart @phone', async ({ page }) => {
  for (const layout of [
    'product',
    'product-tab-left',
    'product-tab-right',
    'product-sticky',
    'product-slider',
    'product-fixed-image',
  ]) {
    await page.goto(`/${layout}/${KOCHERE.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: KOCHERE.en })).toBeVisible();
    await expect(page.locator('.purchase__price')).toHaveText('$168.00');
    // Spec's quality bar: price and add to cart in view without scrolling, on a phone too.
    await expect(page.locator('.purchase__price'), layout).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true }), layout).toBeInViewport();
  }
});

test('the product page reads in Chinese, with its coffee details tab', async ({ page }) => {
  await page.goto(`/product/${KOCHERE.id}?lng=zh-HK`);
  await expect(page.getByRole('heading', { level: 1, name: KOCHERE.zh })).toBeVisible();
  await page.getByRole('tab', { name: '咖啡資料' }).click();
  const details = page.getByRole('tabpanel', { name: '咖啡資料' });
  await expect(details.getByText('烘焙度')).toBeVisible();
  await expect(details.getByText('淺焙')).toBeVisible();
  await expect(details.getByText('茉莉花、佛手柑、白桃')).toBeVisible();
  await page.getByRole('button', { name: '加入願望清單', exact: true }).click();
  await expect(page.getByRole('button', { name: /已加入願望清單/ })).toBeVisible();
});

test('landing pages paint from the answers they came with, without asking the API again', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const call = request.url().match(/\/api\/(\w+)\.php$/)?.[1];
    if (call) asked.push(call);
  });
  await page.goto('/shop?lng=en');
  await expect(results(page).getByRole('link', { name: KOCHERE.en, exact: true })).toBeVisible();
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: KOCHERE.en })).toBeVisible();
  await page.goto('/?lng=en');
  await expect(page.locator('.hero-slide__title').first()).toBeVisible();
  expect(asked).not.toContain('product_get');
  expect(asked).not.toContain('product_detail_get');
  expect(asked).not.toContain('website_section_get');
  // Paging on goes to the network: the answers were for the page as it opened.
  await page.goto('/shop?lng=en');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByText(/Showing 13–24 of \d+ products/)).toBeVisible();
  expect(asked.filter((call) => call === 'product_get')).toHaveLength(1);
});
