import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Checkout steps the journeys share: the calendar, a product's page, the totals. */

/** Turns the checkout calendar to the month of `day`. */
export async function showMonth(page: Page, day: string) {
  // The calendar comes once the checkout knows the shopper: counting the day before it is there
  // would page past a day of this month.
  const next = page.getByRole('button', { name: 'Next month' });
  await expect(next).toBeVisible();
  for (let i = 0; i < 24 && (await page.locator(`[data-day="${day}"]`).count()) === 0; i++) {
    await next.click();
  }
}

export async function chooseDayAndSlot(page: Page, day: string, slot: string) {
  await showMonth(page, day);
  await page.locator(`[data-day="${day}"]`).click();
  await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute('aria-pressed', 'true');
  // The slot chips are labels around visually hidden radios, so they are chosen by their text.
  await page.getByText(slot, { exact: true }).click();
  await expect(page.getByRole('radio', { name: slot })).toBeChecked();
}

/** The id of the seeded product with this English name, found as a shopper's search would. */
export async function productIdNamed(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.post('/api/product_get.php', {
    data: { client_id: 47, keyword: name, category_id: '', sort_by: 'default', limit: 10, offset: 0 },
  });
  const { products } = (await answer.json()) as { products: { id: number; product_name_en: string }[] };
  const found = products.find((p) => p.product_name_en === name);
  expect(found, `the seed sells ${name}`).toBeDefined();
  return found!.id;
}

export const totalRow = (page: Page, label: string) =>
  page.locator('.confirmation-totals__row').filter({ has: page.getByText(label, { exact: true }) });
