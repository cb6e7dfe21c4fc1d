import { call, firstPickupDay, ownerToken, placeBankTransferOrder } from './admin-kit';
import { expect, test } from './fixtures';

const HOUR = 3_600_000;
const RULES = { max_unpaid_orders: 5, max_unpaid_units: 40 };

/**
 * An unpaid transfer order: its page shows the deadline; once the job clock passes it, the order is
 * cancelled and the page says so. The deadline is made short (2 hours) for this one order, so the
 * clock moved 3 hours on cancels nothing the other journeys placed (theirs have 48 hours).
 */
test('an unpaid transfer order shows its deadline, and is cancelled once the job clock passes it', async ({
  page,
  request,
}) => {
  const owner = await ownerToken(request);
  const day = await firstPickupDay(request);
  await call(request, 'admin_unpaid_order_rules_save', { payment_deadline_hours: 2, ...RULES }, owner);
  let orderToken: string;
  try {
    ({ orderToken } = await placeBankTransferOrder(request, [48], day));
  } finally {
    await call(request, 'admin_unpaid_order_rules_save', { payment_deadline_hours: 48, ...RULES }, owner);
  }

  await page.goto(`/order-confirmation/${orderToken}`);
  await expect(page.getByText(/^Please pay by .+ \(Hong Kong time\)\.$/)).toBeVisible();
  await expect(page.getByText('An order still unpaid then is cancelled', { exact: false })).toBeVisible();

  const run = await request.post('/dev/run-jobs', {
    data: { now: new Date(Date.now() + 3 * HOUR).toISOString() },
  });
  const { jobs } = await run.json();
  expect(
    jobs.find((j: { name: string }) => j.name === 'cancel orders past their payment deadline').done,
  ).toBe(1);

  await page.reload();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Please pay by/)).toHaveCount(0);
});
