import type { APIRequestContext } from '@playwright/test';
import { call, journeyProduct, journeyVariant, ownerToken } from './admin-kit';
import { expect, test } from './fixtures';
import { newEmail, outbox } from './member-kit';

const HOUR = 3_600_000;

/**
 * A coffee in two sizes, the larger sold out, made through the console's API for this journey
 * alone; listed sold-out size first when `soldOutFirst`, so its page opens on it.
 */
async function coffeeWithSoldOutSize(request: APIRequestContext, owner: string, soldOutFirst = false) {
  const id = crypto.randomUUID().slice(0, 8);
  const size = (en: string, zh: string, stock: number) =>
    journeyVariant(`E2E-BIS-${id}-${en.replace(/\W/g, '')}`, 160, stock, {
      options: [{ key: 'size', name_en: 'Size', name_zh: '容量', value_en: en, value_zh: zh }],
    });
  const sizes = [size('250 g', '250 克', 5), size('1 kg', '1 公斤', 0)];
  const product = await journeyProduct(
    request,
    owner,
    { en: `Seasonal Lot ${id}`, zh: `季節限定 ${id}` },
    soldOutFirst ? sizes.reverse() : sizes,
  );
  const large = product.variants.find((v: { stock: number }) => v.stock === 0);
  return { productId: product.product_id as number, largeId: large.variant_id as number };
}

test('a shopper asks for a sold-out size and is emailed once it is restocked and the jobs run', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const { productId, largeId } = await coffeeWithSoldOutSize(request, owner);
  const email = newEmail();

  await page.goto(`/product/${productId}`);
  await page.getByText('1 kg', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Sold out. Email me when it is back' });
  await form.getByLabel('Your email').fill('not an address');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter an email address like name@example.com.');
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('once when it is back');

  await call(request, 'admin_stock_adjust', { variant_id: largeId, change: 3, reason: 'Roasted' }, owner);
  // Five hours on: a slot of its own, short of the 48-hour deadline of other journeys' unpaid orders.
  const run = await request.post('/dev/run-jobs', {
    data: { now: new Date(Date.now() + 5 * HOUR).toISOString() },
  });
  expect(run.ok()).toBe(true);

  const [mail, ...more] = await outbox(request, email);
  expect(more).toHaveLength(0);
  expect(mail!.body).toContain('is back in stock');
  expect(mail!.body).toContain(`/product/${productId}`);
});

test('a page that opens on a sold-out size keeps the form the server sent while its code comes, and it works once the page answers', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const { productId } = await coffeeWithSoldOutSize(request, owner, true);
  const html = await (await request.get(`/product/${productId}?lng=en`)).text();
  expect(html).toContain('Email me when it is back');

  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/back-in-stock-form-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Opened without waiting for the page to answer, which it may not do before the form's code comes.
  const opened = page.goto(`/product/${productId}?lng=en`);
  const form = page.getByRole('form', { name: 'Sold out. Email me when it is back' });
  await expect(form).toBeVisible();
  // Long enough for a page that did not wait for the form's code to hydrate and start up, which
  // would throw the server's form away until its code came.
  await page.waitForTimeout(5_000);
  await expect(form).toBeVisible();

  release();
  await opened;
  const email = newEmail();
  await form.getByLabel('Your email').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: email })).toContainText('once when it is back');
});
