import {
  firstPickupDay,
  memberSignIn,
  newMember,
  openConsoleAsOwner,
  placeBankTransferOrder,
} from './admin-kit';
import { expect, test } from './fixtures';

/**
 * The staff console's order journey on the real server: a member pays by bank transfer,
 * the owner confirms the money and later refunds one line; the member sees both in /my-account.
 */
const SERVER = { id: 38, name: 'Glass Coffee Server 600 ml' };
const SCALE = { id: 43, name: 'Brewing Scale with Timer' };

test('the owner confirms a bank transfer, refunds one line, and the member sees the Beans come and go', async ({
  page,
  browser,
  request,
}) => {
  const day = await firstPickupDay(request);
  const shopper = await newMember(request);
  const { orderNumber } = await placeBankTransferOrder(request, [SERVER.id, SCALE.id], day, shopper);

  await openConsoleAsOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('combobox', { name: 'Payment' }).selectOption({ label: 'Payment waiting' });
  await expect(page).toHaveURL(/payment_status=pending/);
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: orderNumber }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Payment waiting').first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(confirm).toContainText(`for order ${orderNumber} has arrived?`);
  await confirm.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('.console-head').getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('list').getByText('Payment confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);

  // The member's Beans for this order are in their account.
  const member = await browser.newPage();
  await memberSignIn(member, shopper);
  await member.goto('/my-account?section=points&lng=en');
  const earned = member.getByText(orderNumber).first();
  await expect(earned).toBeVisible();

  // Refund the scale only: the line shows it, and the customer's ledger in the console reverses Beans.
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: `Refund from order ${orderNumber}` });
  await refund.getByRole('spinbutton', { name: `Units of ${SCALE.name} to refund` }).fill('1');
  await expect(refund.getByText(/Chosen units sold for HK\$/)).toBeVisible();
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund).toBeHidden();
  const scaleRow = page.getByRole('row').filter({ hasText: SCALE.name });
  await expect(scaleRow.getByText('1 refunded')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: SERVER.name }).getByText('1 refunded')).toHaveCount(0);
  await expect(page.getByText('Partly refunded').first()).toBeVisible();

  await page.getByRole('link', { name: new RegExp(shopper.firstName) }).click();
  const ledger = page.getByRole('region', { name: 'Points history' });
  const rows = ledger.getByRole('row').filter({ hasText: orderNumber });
  await expect(rows).toHaveCount(2);
  await expect(rows.first().locator('.ledger-amount--minus')).toBeVisible();
  await expect(rows.last().locator('.ledger-amount--plus')).toBeVisible();

  await member.goto('/my-account?section=points&lng=en');
  await expect(member.getByText(orderNumber)).toHaveCount(2);
  await member.close();
});
