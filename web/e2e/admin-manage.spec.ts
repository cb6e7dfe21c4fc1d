import type { APIRequestContext, Page } from '@playwright/test';
import { hongKongDay, openConsoleAsOwner } from './admin-kit';
import { showMonth } from './checkout-kit';
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
  await openConsoleAsOwner(page);
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
  await openConsoleAsOwner(page);
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

  await openConsoleAsOwner(page);
  await nav(page, 'Settings');
  const closed = page.getByRole('region', { name: 'Closed days' });
  await closed.getByLabel('Day').fill(day);
  await closed.getByLabel('Reason (English)').fill('Typhoon signal 8');
  await closed.getByLabel('Reason (Chinese)').fill('八號風球');
  await closed.getByRole('button', { name: 'Close this day' }).click();
  await expect(closed.getByRole('row').filter({ hasText: 'Typhoon signal 8' })).toHaveCount(2);
  // The calendar rules save as they stand: every journey books by them.
  const rules = page.getByRole('form', { name: 'Calendar and Beans' });
  await expect(rules.getByLabel('Lead time (days)')).toHaveValue(/^\d+$/);
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(rules.getByRole('status')).toHaveText('Saved. Shoppers see it now.');

  await page.goto('/product/38?lng=en');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  await page.goto('/checkout?guest_checkout=1&lng=en');
  await showMonth(page, day);
  const cell = page.locator(`[data-day="${day}"]`);
  await expect(cell).toBeDisabled();
  await expect(cell).toHaveAccessibleName(/, closed$/);
});

test('the owner adds a coupon and sees it among the promotions with its usage', async ({ page }) => {
  const code = `RAIN${Date.now().toString(36).toUpperCase()}`;
  await openConsoleAsOwner(page);
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

test.describe('delivery countries', () => {
  // The refused save below is a 400 answer, which the browser logs.
  test.use({ allowedConsole: [/status of 400/] });

  test('the owner starts delivering to another country and the cart offers it with its fee', async ({
    page,
  }) => {
    await openConsoleAsOwner(page);
    await nav(page, 'Settings');
    const delivery = page.getByRole('region', { name: 'Delivery fees' });
    const form = delivery.getByRole('form', { name: 'Deliver to another country' });
    const countries = form.getByLabel('Country');
    // The first country the shop does not deliver to yet ("Japan · 日本").
    const option = countries.locator('option').nth(1);
    const [nameEn, nameZh] = ((await option.textContent()) ?? '').split(' · ');
    await countries.selectOption((await option.getAttribute('value')) ?? '');
    await expect(form).toContainText(`“${nameEn}” in English and “${nameZh}” in Chinese`);

    // The server's refusal shows beside the form, in the console's language.
    await form.getByLabel('Delivery fee (HK$)').fill('-5');
    await form.getByRole('button', { name: 'Start delivering there' }).click();
    await expect(form.getByRole('alert')).toHaveText('Some fields are not valid: shipping_fee.');
    await page.goto('/admin/settings?lng=zh-HK');
    const zhForm = page.getByRole('form', { name: '新增送貨國家／地區' });
    await zhForm.getByLabel('國家／地區').selectOption({ label: `${nameEn} · ${nameZh}` });
    await zhForm.getByLabel('運費（港幣）').fill('-5');
    await zhForm.getByRole('button', { name: '開始送貨到此地' }).click();
    await expect(zhForm.getByRole('alert')).toHaveText('以下欄位無效：shipping_fee。');

    await page.goto('/admin/settings?lng=en');
    await form.getByLabel('Country').selectOption({ label: `${nameEn} · ${nameZh}` });
    await form.getByLabel('Delivery fee (HK$)').fill('123.5');
    await form.getByLabel('Free from (HK$)').fill('2000');
    await form.getByRole('button', { name: 'Start delivering there' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Added. Shoppers can choose ${nameEn} at checkout now.`,
    );
    await expect(delivery.getByRole('form', { name: nameEn, exact: true })).toBeVisible();
    await expect(form.getByLabel('Country').locator('option', { hasText: nameEn })).toHaveCount(0);

    // A shopper's cart now offers the country with its fee.
    await page.goto('/product/38?lng=en');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
    await page.goto('/cart?lng=en');
    await page.getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Deliver to').selectOption({ label: nameEn });
    await expect(
      page.getByText(/Delivery costs .*\$123\.50\. Spend .* more for free delivery\./),
    ).toBeVisible();

    // Stopping again takes it off the list (so a rerun finds the same country free).
    await page.goto('/admin/settings?lng=en');
    await delivery.getByRole('button', { name: `Remove ${nameEn}`, exact: true }).click();
    await expect(delivery.getByRole('form', { name: nameEn, exact: true })).toBeHidden();
  });
});

test('the owner removes a blog post after confirming and the blog no longer lists it', async ({
  page,
  context,
}) => {
  const tag = Date.now().toString(36);
  const title = `Cupping notes ${tag}`;
  await openConsoleAsOwner(page);
  await nav(page, 'Content');
  const blog = page.getByRole('region', { name: 'Blog posts' });
  await blog.getByRole('combobox', { name: 'Post', exact: true }).selectOption('new');
  const draft = blog.getByRole('form', { name: 'New post' });
  await draft.getByLabel('Address name').fill(`cupping-notes-${tag}`);
  await draft.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title);
  await draft.getByRole('textbox', { name: 'Title (Chinese)', exact: true }).fill(`杯測筆記 ${tag}`);
  await draft.getByLabel('Author (English)').fill('Ka Yan');
  await draft.getByLabel('Author (Chinese)').fill('嘉欣');
  await draft.getByRole('textbox', { name: 'Text (English)', exact: true }).fill('<p>Bright and sweet.</p>');
  await draft.getByRole('textbox', { name: 'Text (Chinese)', exact: true }).fill('<p>明亮香甜。</p>');
  await draft.getByRole('button', { name: 'Save post' }).click();
  const option = blog
    .getByRole('combobox', { name: 'Post', exact: true })
    .locator('option', { hasText: title });
  await expect(option).toHaveCount(1);

  const shop = await context.newPage();
  await shop.goto('/blog-standard?lng=en');
  await expect(shop.getByText(title).first()).toBeVisible();

  await blog
    .getByRole('combobox', { name: 'Post', exact: true })
    .selectOption((await option.getAttribute('value')) ?? '');
  const post = blog.getByRole('form', { name: title });
  // Asking first: keeping it changes nothing.
  await post.getByRole('button', { name: `Remove ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this post?' });
  await expect(dialog).toContainText(`“${title}” will be taken off the blog at once.`);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(option).toHaveCount(1);

  await post.getByRole('button', { name: `Remove ${title}` }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(blog.getByText('Post removed. The blog no longer lists it.')).toBeVisible();
  await expect(option).toHaveCount(0);

  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);
});

test('the owner removes a section item after confirming and the page no longer shows it', async ({
  page,
  context,
}) => {
  const title = `Barista trainee ${Date.now().toString(36)}`;
  await openConsoleAsOwner(page);
  await page.goto('/admin/content?section=careers&lng=en');
  await expect(page.getByLabel('Section')).toHaveValue('careers');
  const item = page.getByRole('form', { name: 'New item' });
  await item.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title);
  await item.getByRole('textbox', { name: 'Title (Chinese)', exact: true }).fill('見習咖啡師');
  await item.getByRole('textbox', { name: 'Text (English)', exact: true }).fill('<p>Learn to roast.</p>');
  await item.getByRole('textbox', { name: 'Text (Chinese)', exact: true }).fill('<p>學習烘焙。</p>');
  await item.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByText('Saved. The website shows it now.')).toBeVisible();
  const saved = page.getByRole('form', { name: /^Item \d+$/ }).last();
  await expect(saved.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(title);
  const count = await page.getByRole('form', { name: /^Item \d+$/ }).count();

  const shop = await context.newPage();
  await shop.goto('/careers?lng=en');
  await expect(shop.getByText(title).first()).toBeVisible();

  await saved.getByRole('button', { name: `Remove ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(dialog).toContainText(`“${title}” will be taken off the website at once.`);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Removed. The website no longer shows it.')).toBeVisible();
  await expect(page.getByRole('form', { name: /^Item \d+$/ })).toHaveCount(count - 1);

  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shop.getByText(title)).toHaveCount(0);
});
