import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { call, hongKongDay, journeyProduct, journeyVariant, ownerToken } from './admin-kit';
import { chooseDayAndSlot } from './checkout-kit';
import { expect, test } from './fixtures';
import { registeredMember, signInByEmail } from './member-kit';

/**
 * A coffee of this journey's own, open to subscriptions through the console: the renewal below takes
 * stock that no other journey counts.
 */
async function subscribableCoffee(request: APIRequestContext) {
  const owner = await ownerToken(request);
  const serial = Date.now();
  const name = { en: `Subscription Journey Roast ${serial}`, zh: `訂閱旅程烘焙 ${serial}` };
  const product = await journeyProduct(request, owner, name, [journeyVariant(`SUB-J-${serial}`, 148, 50)]);
  await call(
    request,
    'admin_subscription_plan_save',
    { product_id: product.product_id, frequencies_weeks: [1, 2, 4], discount_percent: 10, active: true },
    owner,
  );
  return { id: product.product_id as number, name: name.en };
}

/** A pickup day the shop takes bookings for: past the lead time and not a holiday. */
async function openPickupDay(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/client_blackout_date_get.php', { data: { client_id: 47 } });
  const closed = new Set(
    ((await answer.json()) as { pickup_blackout_dates: string[] }).pickup_blackout_dates,
  );
  let offset = 7;
  while (closed.has(hongKongDay(offset))) offset++;
  return hongKongDay(offset);
}

test('a member subscribes from a product page, then skips the next delivery and changes it in My account', async ({
  page,
  request,
}) => {
  const member = await registeredMember(request);
  const coffee = await subscribableCoffee(request);
  const firstDay = await openPickupDay(request);

  // A guest is sent to sign in and comes back to the coffee.
  await page.goto(`/product/${coffee.id}?lng=en`);
  const panel = page.getByRole('region', { name: 'Subscribe and have it roasted for you' });
  await panel.getByRole('link', { name: 'Sign in to subscribe' }).click();
  await signInByEmail(page, member.email, member.password);
  await expect(page).toHaveURL(new RegExp(`/product/${coffee.id}`));

  await panel.getByRole('button', { name: 'Set up a subscription' }).click();
  await expect(panel.getByText('applies to new subscriptions only')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('.product-subscribe').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  await panel.getByText('Every 2 weeks', { exact: true }).click();
  await panel.getByRole('group', { name: 'Pickup shop' }).getByRole('radio').first().check();
  await chooseDayAndSlot(page, firstDay, '11:00 – 13:00');
  await panel.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText('You are subscribed');

  await panel.getByRole('link', { name: 'See it in My account' }).click();
  const card = page.getByRole('article', { name: coffee.name });
  await expect(card).toContainText('Every 2 weeks');
  await expect(card).toContainText('Its order is made on');
  const nextDelivery = card.locator('.subscription-card__next');
  const before = await nextDelivery.textContent();

  await card.getByRole('button', { name: 'Skip the next delivery' }).click();
  await expect(card.getByRole('status')).toContainText('Skipped');
  await expect(nextDelivery).not.toHaveText(before ?? '');

  await card.getByRole('button', { name: 'Change', exact: true }).click();
  await card.getByLabel('Bags per delivery').selectOption('3');
  await card.getByText('Every 4 weeks', { exact: true }).click();
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(card.getByRole('status')).toContainText('Saved');

  // What the server kept, read again.
  await page.reload();
  await expect(card).toContainText('Every 4 weeks');
  await expect(card.getByRole('definition').nth(1)).toHaveText('3');

  // On its cut-off day the hourly job makes the delivery's order, which My account marks as such.
  const mine = await call(request, 'subscription_get', {}, member.token);
  const cutoff = (mine.subscriptions as { cutoff_date: string }[])[0]!.cutoff_date;
  // Every four weeks, the cut-off can be more than the 30 days a sign-in lasts ahead (from 16:00 UTC,
  // when Hong Kong's day turns, it is): the job then prunes the member's session, so the browser lets
  // it go first and the member signs in again, as they would a month on.
  await page.evaluate(() => localStorage.clear());
  const run = await request.post('/dev/run-jobs', { data: { now: `${cutoff}T01:00:00+08:00` } });
  expect(run.ok()).toBe(true);
  await page.goto('/login-register?lng=en');
  await signInByEmail(page, member.email, member.password);
  await expect(page).toHaveURL(/\/my-account/);
  await page.goto('/my-account?section=orders&lng=en');
  await expect(page.locator('.account-card').first()).toContainText('A delivery of your subscription');
});
