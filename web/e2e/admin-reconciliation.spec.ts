import {
  call,
  firstPickupDay,
  hongKongDay,
  openConsoleAsOwner,
  ownerToken,
  placeBankTransferOrder,
} from './admin-kit';
import { expect, test } from './fixtures';

/** Products no other journey buys, so their stock is this journey's own. */
const DRIPPER_STAND = 40;
const CARAFE = 41;

const dmy = (day: string) => day.split('-').reverse().join('/');

/**
 * The owner uploads a bank statement (the bank's columns mapped through the API beforehand), the shop
 * matches one credit by its reference and proposes the other as a near match; the owner ticks both,
 * confirms, and both orders are paid on the orders board.
 */
test('staff reconcile a bank statement and the orders turn paid on the orders board', async ({
  page,
  request,
}) => {
  const day = await firstPickupDay(request);
  const owner = await ownerToken(request);
  const bankName = `E2E Bank ${crypto.randomUUID().slice(0, 6)}`;
  await call(
    request,
    'admin_bank_mapping_save',
    {
      bank_name: bankName,
      date_column: 'Date',
      date_format: 'DD/MM/YYYY',
      amount_style: 'signed',
      amount_column: 'Amount',
      description_column: 'Details',
    },
    owner,
  );
  const orders = [];
  for (const product of [DRIPPER_STAND, CARAFE]) {
    const placed = await placeBankTransferOrder(request, [product], day);
    const { order } = await call(request, 'order_detail_get', { order_token: placed.orderToken });
    orders.push({ ...placed, cash: order.cash_amount as number });
  }
  const [byReference, byAmount] = orders as [(typeof orders)[0], (typeof orders)[0]];
  const today = hongKongDay(0);
  const csv = [
    'Date,Details,Amount',
    `${dmy(today)},"FPS ${byReference.orderNumber.toLowerCase()} WONG",${byReference.cash.toFixed(2)}`,
    `${dmy(today)},FPS CHAN TAI MAN,${byAmount.cash.toFixed(2)}`,
    `${dmy(today)},RENT,-12000.00`,
  ].join('\n');

  await openConsoleAsOwner(page);
  await page
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Bank reconciliation' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank reconciliation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: bankName });
  await page.getByLabel('Statement (CSV, up to 512 KB)').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload statement' }).click();
  await expect(page.getByText('2 credits read: 2 new, 0 already uploaded; 1 debits left out.')).toBeVisible();

  const referenceRow = page.getByRole('row').filter({ hasText: byReference.orderNumber });
  await expect(referenceRow.getByText('Matched', { exact: true })).toBeVisible();
  const nearRow = page.getByRole('row').filter({ hasText: 'FPS CHAN TAI MAN' });
  await expect(nearRow.getByText('Near match', { exact: true })).toBeVisible();
  await expect(nearRow.getByRole('link', { name: byAmount.orderNumber })).toBeVisible();

  await referenceRow.getByRole('checkbox').check();
  await nearRow.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm 2 payments' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 orders marked paid.' })).toBeVisible();
  await expect(referenceRow.getByText('Confirmed', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  for (const { orderNumber } of orders) {
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: orderNumber });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  }
});
