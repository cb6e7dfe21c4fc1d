import { expect, test } from './fixtures';
import { emailedLink, newPhone, registeredMember, signInByEmail, textedCode } from './member-kit';

/**
 * Proven contact points and sessions: a new member confirms the email with the emailed link, changes
 * the mobile with a texted code, and signs out everywhere. Members are made through the API.
 */

const SECURITY = '/my-account?section=security&lng=en';

test('a new member confirms the email with the link from the sign-up email', async ({ page, request }) => {
  const member = await registeredMember(request);
  await page.goto(SECURITY);
  await signInByEmail(page, member.email, member.password);
  const emailBlock = page.getByRole('region', { name: 'Email', exact: true });
  await expect(emailBlock.getByText(member.email)).toBeVisible();
  await expect(emailBlock.getByText('Not confirmed')).toBeVisible();

  await page.goto(await emailedLink(request, member.email, 'verify-email'));
  await expect(page.getByText(`Done: ${member.email} is confirmed for your account.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to email and phone' }).click();
  await expect(
    page.getByRole('region', { name: 'Email', exact: true }).getByText('Confirmed', { exact: true }),
  ).toBeVisible();
});

test('a member changes the mobile number with a texted code @phone', async ({ page, request }) => {
  const member = await registeredMember(request);
  await page.goto(SECURITY);
  await signInByEmail(page, member.email, member.password);
  const phoneBlock = page.getByRole('region', { name: 'Mobile number', exact: true });
  await expect(phoneBlock.getByText(`+852 ${member.phone}`)).toBeVisible();

  const fresh = newPhone();
  await phoneBlock.getByRole('textbox', { name: 'Mobile number' }).fill(fresh);
  await phoneBlock.getByRole('button', { name: 'Text me a code' }).click();
  const code = await textedCode(request, `+852${fresh}`);
  await phoneBlock.getByLabel(`6-digit code sent to +852 ${fresh}`).fill(code);
  await phoneBlock.getByRole('button', { name: 'Confirm' }).click();
  await expect(phoneBlock.getByText(`+852 ${fresh}`)).toBeVisible();
  await expect(phoneBlock.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('sign out everywhere ends the session in another browser too', async ({ page, browser, request }) => {
  const member = await registeredMember(request);
  const other = await browser.newPage();
  for (const tab of [page, other]) {
    await tab.goto(SECURITY);
    await signInByEmail(tab, member.email, member.password);
    await expect(tab.getByRole('heading', { name: 'Email and phone' })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login-register/);
  await other.reload();
  await expect(other).toHaveURL(/\/login-register/);
  // Signing in again there brings the member back to the page the refused session was on.
  await signInByEmail(other, member.email, member.password);
  await expect(other).toHaveURL(/\/my-account\?section=security/);
  await expect(other.getByRole('heading', { name: 'Email and phone' })).toBeVisible();
  await other.close();
});
