import type { APIRequestContext, Page } from '@playwright/test';
import { consoleSignIn, hongKongDay, OWNER } from './admin-kit';
import { expect, test } from './fixtures';

/**
 * The owner changes the shop without a developer: a new product with two variants and a picture that
 * shoppers find by a Chinese word, the about page in both languages, and a closed day at checkout.
 */

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();

async function fillVariant(
  page: Page,
  n: number,
  v: { sku: string; retail: string; stock: string; en: string; zh: string },
) {
  const group = page.getByRole('group', { name: `Variant ${n}` });
  await group.getByLabel('SKU').fill(v.sku);
  await group.getByLabel('Retail price (HK$)').fill(v.retail);
  await group.getByLabel('Sale price (HK$)').fill(v.retail);
  await group.getByLabel('Opening stock').fill(v.stock);
  if (n === 1) {
    await group.getByRole('button', { name: 'Add an option' }).click();
    await group.getByLabel('Option 1 code').fill('weight');
    await group.getByLabel('Option 1 name (English)').fill('Weight');
    await group.getByLabel('Option 1 name (Chinese)').fill('重量');
  }
  await group.getByLabel('Option 1 value (English)').fill(v.en);
  await group.getByLabel('Option 1 value (Chinese)').fill(v.zh);
  return group;
}

test('the owner adds a product with two variants and a picture; a shopper finds it by a Chinese word', async ({
  page,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  await consoleSignIn(page, OWNER);
  await nav(page, 'Catalog');
  await page.getByRole('link', { name: 'Add a product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await page.getByLabel('Name (English)').fill(`Harbour Fog Blend ${tag}`);
  await page.getByLabel('Name (Chinese)').fill(`維港晨霧配方豆 ${tag}`);
  await page.getByLabel('Description (English)').fill('Milk chocolate and toasted almond.');
  await page.getByLabel('Description (Chinese)').fill('牛奶朱古力與烤杏仁的香氣。');
  await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();

  const first = await fillVariant(page, 1, {
    sku: `HFB-${tag}-250`,
    retail: '138',
    stock: '10',
    en: '250g',
    zh: '250克',
  });
  // A real picture: a square of this very page, as a phone's photo would arrive.
  const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 600, height: 600 } });
  await first
    .getByLabel(`Add a picture of HFB-${tag}-250`)
    .setInputFiles({ name: 'beans.png', mimeType: 'image/png', buffer: photo });
  await expect(first.getByRole('img', { name: `Picture 1 of HFB-${tag}-250` })).toBeVisible();

  await page.getByRole('button', { name: 'Add a variant' }).click();
  await fillVariant(page, 2, { sku: `HFB-${tag}-1K`, retail: '468', stock: '4', en: '1kg', zh: '1公斤' });
  await page.getByRole('button', { name: 'Save product' }).click();

  await expect(page).toHaveURL(/\/admin\/catalog\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Harbour Fog Blend ${tag}` })).toBeVisible();
  await expect(page.getByRole('form', { name: `Adjust the stock of HFB-${tag}-1K` })).toContainText(
    '4 in stock',
  );

  // A shopper searches in Chinese (Simplified characters match too) and opens it.
  await page.goto(`/shop?keyword=${encodeURIComponent('维港晨雾')}&lng=zh-HK`);
  const card = page.getByRole('link', { name: `維港晨霧配方豆 ${tag}`, exact: true });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: `維港晨霧配方豆 ${tag}` })).toBeVisible();
  await expect(page.locator('img[src^="/media/uploads/"]').first()).toBeVisible();
});

test('the owner adds to the about section in both languages and the about page shows it', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  await consoleSignIn(page, OWNER);
  await nav(page, 'Content');
  await expect(page.getByLabel('Section')).toHaveValue('about_us');
  // A new card of the section, so the page's lead (which other journeys read) stays as it is.
  const item = page.getByRole('form', { name: 'New item' });
  await item
    .getByRole('textbox', { name: 'Title (English)', exact: true })
    .fill(`Roasted by the harbour ${tag}`);
  await item.getByRole('textbox', { name: 'Title (Chinese)', exact: true }).fill(`海旁烘焙 ${tag}`);
  await item
    .getByRole('textbox', { name: 'Text (English)', exact: true })
    .fill('<p>Every bag is roasted <b>this week</b>.</p><script>alert(1)</script>');
  await item
    .getByRole('textbox', { name: 'Text (Chinese)', exact: true })
    .fill('<p>每包咖啡豆都是<b>本週</b>烘焙。</p>');

  // The preview is what the shop will draw: the script is gone and says so.
  const preview = item.getByRole('region', { name: 'Preview of Text (English)' });
  await expect(preview.locator('b')).toHaveText('this week');
  await expect(preview).toContainText('will be removed');
  await item.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Saved. Formatting the shop does not allow was removed.')).toBeVisible();
  // The saved card is now one of the section's items, cleaned.
  const saved = page.getByRole('form', { name: /^Item \d+$/ }).last();
  await expect(saved.getByRole('textbox', { name: 'Text (English)', exact: true })).toHaveValue(
    '<p>Every bag is roasted <b>this week</b>.</p>',
  );

  await page.goto('/about?lng=en');
  await expect(page.getByText(`Roasted by the harbour ${tag}`)).toBeVisible();
  await expect(page.getByText('Every bag is roasted')).toBeVisible();
  await page.goto('/about?lng=zh-HK');
  await expect(page.getByText(`海旁烘焙 ${tag}`)).toBeVisible();
  await expect(page.getByText('每包咖啡豆都是')).toBeVisible();
});

async function closedDays(request: APIRequestContext): Promise<Set<string>> {
  const answer = await request.post('/api/client_blackout_date_get.php', { data: { client_id: 47 } });
  const body = await answer.json();
  return new Set<string>([...body.pickup_blackout_dates, ...body.delivery_blackout_dates]);
}

test('the owner closes a day for a typhoon and checkout can no longer choose it', async ({
  page,
  request,
}) => {
  // Well past the days other journeys book (they take the first open day from the day after tomorrow).
  const shut = await closedDays(request);
  let offset = 12;
  while (shut.has(hongKongDay(offset))) offset++;
  const day = hongKongDay(offset);

  await consoleSignIn(page, OWNER);
  await nav(page, 'Settings');
  const closed = page.getByRole('region', { name: 'Closed days' });
  await closed.getByLabel('Day').fill(day);
  await closed.getByLabel('Reason (English)').fill('Typhoon signal 8');
  await closed.getByLabel('Reason (Chinese)').fill('八號風球');
  await closed.getByRole('button', { name: 'Close this day' }).click();
  await expect(closed.getByRole('row').filter({ hasText: 'Typhoon signal 8' })).toHaveCount(2);

  await page.goto('/product/38?lng=en');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  await page.goto('/checkout?guest_checkout=1&lng=en');
  for (let i = 0; i < 3 && (await page.locator(`[data-day="${day}"]`).count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  const cell = page.locator(`[data-day="${day}"]`);
  await expect(cell).toBeDisabled();
  await expect(cell).toHaveAccessibleName(/, closed$/);
});

test('the owner adds a coupon and sees it among the promotions with its usage', async ({ page }) => {
  const code = `RAIN${Date.now().toString(36).toUpperCase()}`;
  await consoleSignIn(page, OWNER);
  await nav(page, 'Promotions');
  const coupons = page.getByRole('region', { name: 'Coupons' });
  await coupons.getByRole('button', { name: 'Add a coupon' }).click();
  const form = coupons.getByRole('form', { name: 'New coupon' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Percent off (1–100)').fill('10');
  await form.getByLabel('Uses in total').fill('50');
  await form.getByLabel('Description (English)').fill('Rainy day treat');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = coupons.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('10%');
  await expect(row).toContainText('0 of 50');
  await expect(page.getByRole('region', { name: 'Free gift' }).getByRole('form').first()).toBeVisible();
});
