import type { Locator, Page } from '@playwright/test';
import { firstPickupDay, memberSignIn } from './admin-kit';
import { chooseDayAndSlot, productIdNamed, totalRow } from './checkout-kit';
import { expect, test } from './fixtures';

/**
 * The credit shop on the real server's seed, as the demo member: Beans become credit that pays at
 * checkout, and a credit pack is bought through the cart. Other journeys use the demo member too, so
 * every check here is on the difference this journey makes, not on the seeded balances.
 */
// Both journeys fill the demo member's one cart: side by side, each would check out the other's line.
test.describe.configure({ mode: 'serial' });

const TOTE = 'Coffee Sack Canvas Tote';
const PICKUP_SLOT = '13:00 – 15:00';

/** "5,800" or "$125.00" as the number it shows. */
const figure = async (cell: Locator) => Number(((await cell.textContent()) ?? '').replace(/[^\d.]/g, ''));

async function placePickupOrder(page: Page, day: string) {
  await page.locator('.cart-summary__action').getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/checkout?guest_checkout=0');
  await page.getByRole('radio', { name: /Sampan Coffee Sheung Wan/ }).check();
  await chooseDayAndSlot(page, day, PICKUP_SLOT);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
}

test('the demo member exchanges Beans for credit, sees it in the history and spends it at checkout', async ({
  page,
  request,
}) => {
  const day = await firstPickupDay(request);
  await memberSignIn(page);
  await page.goto('/credit-shop?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit shop' })).toBeVisible();

  // The card is the button, named by what it shows: the option, its cost, what it gives and the action.
  await page.getByRole('button', { name: /^\$5\.00 credit 500 Beans Get \$5\.00 credit Exchange$/ }).click();
  const exchange = page.getByRole('dialog', { name: 'Exchange Beans for credit' });
  await expect(exchange.getByText('500 Beans', { exact: true })).toBeVisible();
  await exchange.getByRole('button', { name: 'Confirm exchange' }).click();

  const result = page.getByRole('dialog', { name: 'Exchange complete' });
  await expect(exchange).toBeHidden();
  const beans = result.getByRole('row', { name: /^Beans/ }).getByRole('cell');
  const credit = result.getByRole('row', { name: /^Credit/ }).getByRole('cell');
  expect((await figure(beans.nth(0))) - (await figure(beans.nth(1)))).toBe(500);
  expect((await figure(credit.nth(1))) - (await figure(credit.nth(0)))).toBe(5);
  const creditAfter = (await credit.nth(1).textContent()) ?? '';
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your balances' })).toContainText(creditAfter);

  await page.goto('/my-account?section=points&lng=en');
  await expect(page.getByText(/Exchanged 500 Beans for \$5\.00 /).first()).toBeVisible();

  await page.goto(`/product/${await productIdNamed(request, TOTE)}?lng=en`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  await page.goto('/cart?lng=en');
  const useCredit = page.getByLabel('Use credit');
  await useCredit.fill('5');
  await page.locator('form').filter({ has: useCredit }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('$5.00 paid with credit')).toBeVisible();
  await placePickupOrder(page, day);
  await expect(totalRow(page, 'Credit used')).toContainText('-$5.00');
});

test('the demo member buys a credit pack through the cart and checkout', async ({ page, request }) => {
  const day = await firstPickupDay(request);
  await memberSignIn(page);
  await page.goto('/credit-shop?lng=en');
  await page.getByRole('button', { name: 'Cash to credit' }).click();
  await expect(page.getByRole('button', { name: 'Cash to credit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Coupons and credit cannot pay for a credit pack.')).toBeVisible();

  const pack = '$210.00 credit for $200.00';
  await page.getByRole('button', { name: `Add to cart: ${pack}` }).click();
  await expect(page.getByText('1 in your cart.')).toBeVisible();
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('link', { name: pack }).or(page.getByText(pack)).first()).toBeVisible();
  await placePickupOrder(page, day);

  await expect(page.getByRole('table').getByText(pack).first()).toBeVisible();
  await expect(totalRow(page, 'Products subtotal')).toContainText('$200.00');
  await expect(totalRow(page, 'Still to pay')).toContainText('$200.00');
});
