import { consoleSignIn, newMember, openConsoleAsOwner, STAFF } from './admin-kit';
import { expect, test } from './fixtures';

/** A member's page in the console: staff resend a reset email; owners alone adjust points, with a reason. */
test('staff resend a password reset, and only an owner adjusts points with a reason', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const openMember = async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
    await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: `${member.firstName} Ho` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${member.firstName} Ho` })).toBeVisible();
  };

  await consoleSignIn(page, STAFF);
  await openMember();
  await expect(page.getByRole('heading', { name: 'Adjust points' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send a password reset email' }).click();
  await expect(page.getByText(`A reset link is on its way to ${member.email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await openConsoleAsOwner(page);
  await openMember();
  const adjust = page.getByRole('button', { name: 'Adjust points' });
  await page.getByRole('spinbutton', { name: 'Amount' }).fill('150');
  await adjust.click();
  await expect(page.getByText('Please give a reason.')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Reason (the member sees it)' })
    .fill('Welcome back after the move');
  await adjust.click();
  const ledger = page.getByRole('region', { name: 'Points history' });
  const row = ledger.getByRole('row').filter({ hasText: 'Welcome back after the move' });
  await expect(row.getByText('+150')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Done\. The new balance is / })).toBeVisible();
});
