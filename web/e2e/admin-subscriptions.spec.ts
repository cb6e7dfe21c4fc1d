import { addDays } from '@shop/contract/shop-calendar';
import {
  call,
  firstPickupDay,
  journeyProduct,
  journeyVariant,
  newMember,
  openConsoleAsOwner,
  ownerToken,
  placeBankTransferOrder,
} from './admin-kit';
import { expect, test } from './fixtures';

/**
 * A coffee of this journey's own in 250 g bags, open to weekly subscriptions: made through the
 * console's API, so no other journey's orders reach its row of the roast plan.
 */
async function weeklyCoffee(request: Parameters<typeof ownerToken>[0], owner: string) {
  const id = crypto.randomUUID().slice(0, 8);
  const name = `Roast Plan Lot ${id}`;
  const product = await journeyProduct(request, owner, { en: name, zh: `烘焙計劃咖啡 ${id}` }, [
    journeyVariant(`E2E-ROAST-${id}`, 150, 50, { weight_grams: 250 }),
  ]);
  const plan = { product_id: product.product_id, frequencies_weeks: [1], discount_percent: 10, active: true };
  await call(request, 'admin_subscription_plan_save', plan, owner);
  return {
    name,
    productId: product.product_id as number,
    variantId: product.variants[0].variant_id as number,
  };
}

test('staff see the kilograms to roast the day before: an open order and a subscription with no order yet', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const coffee = await weeklyCoffee(request, owner);
  const day = await firstPickupDay(request);
  const { stores } = await call(request, 'pickup_store_get', { limit: 999, offset: 0 });
  const { pickup_timeslots } = await call(request, 'timeslot_get', { limit: 999, offset: 0 });
  const member = await newMember(request);
  await call(
    request,
    'subscription_create',
    {
      variant_id: coffee.variantId,
      quantity: 2,
      frequency_weeks: 1,
      first_date: day,
      delivery_method: 'pickup',
      pickup_store_id: stores[0].id,
      timeslot_id: pickup_timeslots[0].id,
      payment_method: 'pay_at_store',
      idempotency_key: `roast-e2e-${crypto.randomUUID()}`,
    },
    member.token,
  );
  await placeBankTransferOrder(request, [coffee.productId], day);

  await openConsoleAsOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Roast plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roast plan' })).toBeVisible();
  // The plan opens at today; the roast for the pickup day is the day before it (today, or a later day).
  await page.getByLabel('First roast day').fill(addDays(day, -1));
  await expect(page.getByRole('columnheader').nth(1)).toHaveText(
    new Intl.DateTimeFormat('en-HK', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${addDays(day, -1)}T00:00:00Z`)),
  );

  // Two bags subscribed and one bag ordered, 250 g each, roasted the day before the pickup.
  const row = page.getByRole('row').filter({ hasText: coffee.name });
  await expect(row.getByRole('cell').first()).toHaveText('0.75');
  await expect(row.getByRole('cell').last()).toHaveText('0.75');
  await expect(row.getByRole('cell').nth(1)).toHaveText('–');
  await expect(page.locator('tr[data-total]').getByRole('cell').first()).not.toHaveText('–');
});
