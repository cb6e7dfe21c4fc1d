import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { firstPickupDay, hongKongDay, placeBankTransferOrder } from './admin-kit';
import { chooseDayAndSlot, showMonth, totalRow } from './checkout-kit';
import { expect, test } from './fixtures';

/**
 * Cart, checkout and order confirmation on the real server's seed. Tests run side by side on one
 * database, so each buys products no other journey counts the stock of.
 */

const DEMO = { email: 'demo@example.com', password: 'Coffee2024!' };
const DRIPPER = { id: 37, name: 'Flat-Bottom Wave Dripper 185', price: '$228.00' };
const KETTLE = { id: 42, name: 'Stovetop Gooseneck Kettle' };
const PAPERS = { id: 44, name: 'Cone Filter Papers 02 (100 sheets)' };
const WAVE_PAPERS = { id: 45, name: 'Wave Filter Papers 185 (50 sheets)', stock: 13 };
const GRINDER = { id: 39, name: 'Conical Burr Hand Grinder' };
const GIFT = 'Drip Bag Sampler (gift)';

async function blackoutDates(request: APIRequestContext) {
  const answer = await request.post('/api/client_blackout_date_get.php', { data: { client_id: 47 } });
  return (await answer.json()) as { pickup_blackout_dates: string[]; delivery_blackout_dates: string[] };
}

/** A day the shop takes orders for: past the lead time and not a holiday of either method. */
async function openDay(request: APIRequestContext): Promise<string> {
  const closed = await blackoutDates(request);
  const shut = new Set([...closed.pickup_blackout_dates, ...closed.delivery_blackout_dates]);
  let offset = 2;
  while (shut.has(hongKongDay(offset))) offset++;
  return hongKongDay(offset);
}

async function addToCart(page: Page, productId: number) {
  await page.goto(`/product/${productId}?lng=en`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
}

async function mainViolations(page: Page) {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

test('a guest finds a dripper, picks it up from a shop and sees the confirmation @phone', async ({
  page,
  request,
  isMobile,
}) => {
  const day = await openDay(request);
  await page.goto('/?lng=en');
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  const search = page.getByRole(isMobile ? 'dialog' : 'banner').getByRole('searchbox');
  await search.fill('wave dripper');
  await search.press('Enter');
  await page.getByRole('link', { name: DRIPPER.name, exact: true }).first().click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();

  await page.goto('/cart?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: /Your cart/ })).toBeVisible();
  // A pickup cart says so (free) rather than leaving shipping to checkout.
  await expect(page.locator('.cart-totals__row--shipping')).toHaveText('Pickup at the shopFree');
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/login-register?checkout=1');
  await page.getByRole('link', { name: 'Check out as a guest' }).click();
  await expect(page).toHaveURL('/checkout?guest_checkout=1');

  // Placing an empty form names what is missing and moves to the first of it.
  const placeOrder = page.getByRole('button', { name: 'Place order' });
  await placeOrder.click();
  await expect(page.getByText('Please choose a shop to pick up from.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Sampan Coffee Sheung Wan/ })).toBeFocused();

  await page.getByRole('radio', { name: /Sampan Coffee Sheung Wan/ }).check();
  await chooseDayAndSlot(page, day, '13:00 – 15:00');
  await page.getByLabel('First name', { exact: true }).fill('Siu Ming');
  await page.getByLabel('Last name', { exact: true }).fill('Wong');
  await page.getByLabel('Email', { exact: true }).fill('siuming.e2e@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('6123 4567');
  await expect(page.getByRole('radio', { name: /Pay at the shop/ })).toBeChecked();

  // The first attempt is turned away (the shop is busy); the retry keeps the attempt's key, and a
  // second press while the order is on its way does nothing.
  const keys: string[] = [];
  await page.route('**/api/order_create.php', async (route) => {
    keys.push(JSON.parse(route.request().postData() ?? '{}').idempotency_key);
    if (keys.length === 1)
      return route.fulfill({
        json: {
          status: 0,
          err_code: 'DATABASE_BUSY',
          err_message: 'The shop is busy.',
          err_message_zh: '網店繁忙。',
        },
      });
    await new Promise((resolve) => setTimeout(resolve, 500));
    return route.continue();
  });
  await placeOrder.click();
  await expect(page.locator('.checkout__alert')).toHaveText('The shop is busy.');
  // The confirmation page's code is held back to show the moment between the order made and the
  // page shown: the button stays busy, so a press there cannot send the order again either.
  let showConfirmation = () => {};
  const confirmationHeld = new Promise<void>((resolve) => {
    showConfirmation = resolve;
  });
  await page.route('**/assets/order-confirmation-*', async (route) => {
    await confirmationHeld;
    await route.continue();
  });
  const made = page.waitForResponse('**/api/order_create.php');
  await placeOrder.click();
  const placing = page.getByRole('button', { name: 'Placing your order…' });
  await expect(placing).toBeDisabled();
  await placing.click({ force: true });
  expect((await (await made).json()).status).toBe(1);
  await expect(placing).toBeDisabled();
  await placing.click({ force: true });
  showConfirmation();

  await expect(page).toHaveURL(/\/order-confirmation\/[\w-]+$/);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^checkout-[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByText('Order confirmation')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/^SC-\d{8}-\d{4,}$/)).toBeVisible();
  const items = page.getByRole('table');
  await expect(items.getByRole('link', { name: DRIPPER.name }).first()).toHaveAttribute(
    'href',
    `/product/${DRIPPER.id}`,
  );
  await expect(items.getByText(/^SKU: /)).toBeVisible();
  await expect(totalRow(page, 'Products subtotal')).toContainText(DRIPPER.price);
  await expect(totalRow(page, 'Still to pay')).toContainText(DRIPPER.price);
  await expect(page.getByText(`Please pay ${DRIPPER.price} at the shop`)).toBeVisible();
  // Pickup orders have no shipping block; the billing block leaves out what was not given.
  await expect(page.getByRole('heading', { name: 'Shipping information' })).toHaveCount(0);
  const billing = page.getByRole('region', { name: 'Billing information' });
  await expect(billing.getByText('Phone')).toBeVisible();
  await expect(billing.getByText('-', { exact: true })).toHaveCount(0);
  // The cart state was reset once the order was asked for.
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await mainViolations(page)).toEqual([]);
});

test('a member delivers an order paid partly with a coupon and credit, then finds it in the account', async ({
  page,
  request,
}) => {
  const day = await openDay(request);
  await addToCart(page, KETTLE.id);
  await addToCart(page, PAPERS.id);

  await page.goto('/cart?lng=en');
  await page.getByText('Delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await page.getByLabel('Deliver to').selectOption({ label: 'Hong Kong' });
  await expect(page.locator('.cart-totals__row--shipping')).toContainText('$40.00');
  await expect(page.getByText('Members can use a coupon code')).toBeVisible();

  // Checking out signed out goes to sign in; signing in there comes back to checkout.
  await page.getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/login-register?checkout=1');
  const login = page.getByRole('tabpanel', { name: 'Log in' });
  await login.getByRole('radio', { name: 'Email' }).check();
  await login.getByRole('textbox', { name: 'Email address' }).fill(DEMO.email);
  await login.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/checkout?guest_checkout=0');

  await page.getByRole('link', { name: 'Edit cart' }).click();
  await expect(page.getByRole('link', { name: KETTLE.name })).toBeVisible();
  await page.getByLabel('Coupon code').fill('save50');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText('Coupon applied')).toBeVisible();
  await expect(page.locator('.cart-totals__row--coupon')).toContainText('-$50.00');

  // Credit is bounded by the balance (the demo member holds 120).
  const credit = page.getByLabel('Use credit');
  await credit.fill('500');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('You can use up to $120.00 of credit on this order.')).toBeVisible();
  await credit.fill('100');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('$100.00 paid with credit')).toBeVisible();
  await expect(page.locator('.cart-totals__row--total')).toContainText('$296.00');

  // A change to the lines takes the credit off, and a notice says so and how to get it back.
  await page.getByRole('button', { name: `One more ${PAPERS.name}` }).click();
  const dropped = page.getByRole('status').getByText(/Your cart changed, so the \$100\.00 of credit/);
  await expect(dropped).toBeVisible();
  await expect(page.locator('.cart-totals__row--credit')).toHaveCount(0);
  await page.getByRole('button', { name: `One fewer ${PAPERS.name}` }).click();
  await expect(page.locator('.cart-totals__row--total')).toContainText('$396.00');
  await credit.fill('100');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('$100.00 paid with credit')).toBeVisible();
  await expect(dropped).toHaveCount(0);
  await expect(page.locator('.cart-totals__row--total')).toContainText('$296.00');

  await page.locator('.cart-summary__action').getByRole('link', { name: 'Check out' }).click();
  await expect(page).toHaveURL('/checkout?guest_checkout=0');
  await expect(page.getByRole('radio', { name: /Delivery/ })).toBeChecked();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mei');
  await page.getByLabel('Address', { exact: true }).fill('Flat 12B, 8/F, 8 Hoi Yuen Road');
  // A Hong Kong address has a district and no postcode.
  await expect(page.getByLabel('Postcode (optional)')).toHaveCount(0);
  await page.getByLabel('District', { exact: true }).selectOption('Kwun Tong');
  await chooseDayAndSlot(page, day, '14:00 – 18:00');
  await expect(page.getByRole('radio', { name: /Pay at the shop/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeVisible();
  await expect(totalRow(page, 'Products subtotal')).toContainText('$406.00');
  await expect(totalRow(page, 'Discount (SAVE50)')).toContainText('-$50.00');
  await expect(totalRow(page, 'Shipping fee')).toContainText('$40.00');
  await expect(totalRow(page, 'Grand total')).toContainText('$396.00');
  await expect(totalRow(page, 'Credit used')).toContainText('-$100.00');
  await expect(totalRow(page, 'Still to pay')).toContainText('$296.00');
  const shipping = page.getByRole('region', { name: 'Shipping information' });
  await expect(shipping.getByText('Flat 12B, 8/F, 8 Hoi Yuen Road')).toBeVisible();
  await expect(shipping.getByText('Kwun Tong')).toBeVisible();
  const number = (await page.locator('.confirmation__number').textContent()) ?? '';
  await expect(page.getByRole('heading', { name: 'How to pay by bank transfer or FPS' })).toBeVisible();
  await expect(page.locator('.confirmation-payment__reference')).toHaveText(number);
  const bank = page.locator('.confirmation-payment__bank');
  await expect(bank.getByText('FPS ID')).toBeVisible();
  await expect(bank.getByText(/^\d{3}-\d{3}-\d{6}-\d{3}$/)).toBeVisible();

  await page.goto('/my-account?section=orders');
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
});

test('a public holiday cannot be picked on the calendar', async ({ page, request }) => {
  const today = hongKongDay(0);
  const holiday = (await blackoutDates(request)).pickup_blackout_dates.find((day) => day > today);
  expect(holiday, 'the seed has an upcoming pickup holiday').toBeDefined();
  await addToCart(page, WAVE_PAPERS.id);
  await page.goto('/checkout?guest_checkout=1&lng=en');
  await showMonth(page, holiday!);

  const day = page.locator(`[data-day="${holiday}"]`);
  await expect(day).toBeDisabled();
  await expect(day).toHaveAccessibleName(/, closed$/);
  // Pressed anyway (it stays focusable so a screen reader hears why), it chooses nothing.
  await day.click({ force: true });
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('You chose')).toHaveCount(0);
  // Days gone by are greyed out too.
  const firstOfMonth = `${today.slice(0, 8)}01`;
  if (firstOfMonth < today) {
    await page.goto('/checkout?guest_checkout=1&lng=en');
    const past = page.locator(`[data-day="${firstOfMonth}"]`);
    await expect(past).toBeDisabled();
    await expect(past).toHaveAccessibleName(/, past$/);
  }
});

test('the cart stepper stops at the stock @phone', async ({ page }) => {
  await addToCart(page, WAVE_PAPERS.id);
  await page.goto('/cart?lng=en');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const more = page.getByRole('button', { name: `One more ${WAVE_PAPERS.name}` });
  const fewer = page.getByRole('button', { name: `One fewer ${WAVE_PAPERS.name}` });
  await expect(fewer).toBeDisabled();

  await quantity.fill('99');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue(String(WAVE_PAPERS.stock));
  await expect(more).toBeDisabled();

  await fewer.click();
  await expect(quantity).toHaveValue(String(WAVE_PAPERS.stock - 1));
  await expect(more).toBeEnabled();
  await more.click();
  await expect(quantity).toHaveValue(String(WAVE_PAPERS.stock));
  await expect(more).toBeDisabled();
});

test('a free gift comes with a big order and cannot be removed @phone', async ({ page }) => {
  await addToCart(page, GRINDER.id);
  await page.goto('/cart?lng=en');
  const lines = page.locator('.cart-line');
  const gift = lines.filter({ hasText: GIFT });
  await expect(gift.getByText('Free gift')).toBeVisible();
  await expect(gift.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Remove ${GIFT} from your cart` })).toHaveCount(0);

  // The mini-cart offers remove on the grinder only; removing it takes the gift away too.
  await page.getByRole('button', { name: /^Cart, / }).click();
  const mini = page.getByRole('region', { name: 'Your cart', exact: true });
  await expect(mini.getByText(GIFT)).toBeVisible();
  await expect(mini.getByRole('button', { name: `Remove ${GIFT} from your cart` })).toHaveCount(0);
  await mini.getByRole('button', { name: `Remove ${GRINDER.name} from your cart` }).click();
  await expect(page.getByRole('button', { name: /Removed from your cart/ })).toBeVisible();
  await expect(mini.getByText('Your cart is empty.')).toBeVisible();
});

for (const lng of ['en', 'zh-HK']) {
  test(`the cart, checkout and their errors pass an axe audit in ${lng}`, async ({ page }) => {
    await addToCart(page, GRINDER.id);
    await page.goto(`/cart?lng=${lng}`);
    await expect(page.locator('.cart-line').first()).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);

    await page.goto(`/checkout?guest_checkout=1&lng=${lng}`);
    await page.locator('form.checkout button[type="submit"]').first().click();
    await expect(page.locator('.field-error').first()).toBeVisible();
    expect(await mainViolations(page)).toEqual([]);
  });
}

test.describe('order lookup', () => {
  // The wrong email is answered 404, which the browser logs.
  test.use({ allowedConsole: [/status of 404/] });

  test('a guest without the emailed link finds the order by its number and email @phone', async ({
    page,
    request,
  }) => {
    const { orderNumber, email } = await placeBankTransferOrder(request, [48], await firstPickupDay(request));
    await page.goto('/order-lookup?lng=zh-HK');
    const main = page.getByRole('main');
    await main.getByLabel('訂單編號').fill(orderNumber);
    await main.getByLabel('電郵地址').fill('someone.else@example.com');
    await main.getByRole('button', { name: '查找訂單' }).click();
    // A wrong email and a wrong number get the same answer, in the shopper's language.
    await expect(main.getByRole('alert')).toContainText('找不到符合此訂單編號及電郵地址的訂單');

    await main.getByLabel('電郵地址').fill(email.toUpperCase());
    await main.getByRole('button', { name: '查找訂單' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    await expect(main.getByText(orderNumber).first()).toBeVisible();
    const status = main.getByRole('region', { name: '訂單狀態' });
    await expect(status.getByText('已落單')).toBeVisible();
    await expect(status.getByText('等待付款')).toBeVisible();
  });
});
