import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newEmail, newPhone, outbox, PASSWORD, registeredMember, signInByEmail } from './member-kit';

/**
 * Members: register with the email check, sign in by email and by phone code,
 * recover a password, protected pages, session expiry and changing the password, on the real
 * server. Codes and reset links are read from the development outbox.
 */

const DEMO = { email: 'demo@example.com', password: 'Coffee2024!' };

async function signOut(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login-register/);
}

test('register with the email check, sign out and sign in by email', async ({ page }) => {
  await page.goto('/login-register?lng=en');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');

  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.fill(DEMO.email);
  await email.blur();
  await expect(form.getByRole('alert').filter({ hasText: 'already uses this email' })).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Submitting with problems names each field and moves to the first one.
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByText('Please agree to the terms of service')).toBeVisible();

  const address = newEmail();
  await email.fill(address);
  await email.blur();
  await expect(form.getByText('This email is available.')).toBeVisible();

  await form.getByLabel('First name').fill('Siu Ming');
  await form.getByLabel('Last name').fill('Chan');
  await form.getByLabel('Password', { exact: true }).fill('weakpass');
  await form.getByLabel('Confirm password').fill('weakpass');
  await form.getByLabel('Confirm password').blur();
  await expect(form.getByText('Use at least 8 characters')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await expect(form.getByLabel('Country or region')).toHaveValue('1');
  // Hong Kong is chosen, so a 7-digit number is refused beside the field before anything is sent.
  await form.getByLabel('Mobile number').fill('9123456');
  await form.getByLabel('Mobile number').blur();
  await expect(form.getByText('Please enter a Hong Kong mobile number: 8 digits')).toBeVisible();
  await form.getByLabel('Mobile number').fill(newPhone());
  await expect(form.getByText('Please enter a Hong Kong mobile number: 8 digits')).toHaveCount(0);
  await form.getByRole('radio', { name: 'Rather not say' }).check();
  await form.getByRole('checkbox', { name: /I agree to the terms of service/ }).check();
  await form.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Siu Ming Chan', { exact: true })).toBeVisible();
  await expect(main.getByText('Green Bean member')).toBeVisible();

  await signOut(page);
  await signInByEmail(page, address, PASSWORD);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(main.getByText('Siu Ming Chan', { exact: true })).toBeVisible();
});

test('sign in by phone with the code from the outbox @phone', async ({ page, request }) => {
  const phone = newPhone();
  await page.goto('/login-register?lng=en');
  const form = page.getByRole('tabpanel', { name: 'Log in' });
  await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
  await expect(form.getByLabel('Country code')).toHaveValue('852');
  const send = form.getByRole('button', { name: 'Send code' });
  await expect(send).toBeDisabled();

  await form.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await send.click();
  const countdown = form.getByRole('button', { name: /Send again in \d+ s/ });
  await expect(countdown).toBeDisabled();

  const [sms] = await outbox(request, `+852${phone}`);
  const code = sms?.body.match(/\b\d{6}\b/)?.[0];
  expect(code, 'the SMS carries a 6-digit code').toBeDefined();
  const codeField = form.getByLabel('6-digit code');
  await codeField.fill(`a${code}9`);
  await expect(codeField).toHaveValue(code!);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();

  // A phone no member had is a new member, sent to their account to fill it in.
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
});

test('forgot and reset a password with the link from the outbox', async ({ page, request }) => {
  const member = await registeredMember(request);
  await page.goto('/login-register?method=email&lng=en');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('textbox', { name: 'Email address' }).fill(member.email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a reset link is on its way' })).toBeVisible();

  const [mail] = await outbox(request, member.email);
  const link = mail?.body.match(/https?:\/\/[^\s]+\/reset-password\?token=[\w-]+/)?.[0];
  expect(link, 'the email carries the reset link').toBeDefined();
  await page.goto(new URL(link!).pathname + new URL(link!).search);

  const fresh = 'Cold-Brew-2026';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByRole('main').getByText('Your password has been changed')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();

  await signInByEmail(page, member.email, fresh);
  await expect(page).toHaveURL(/\/my-account$/);
});

test('a protected page sends a visitor to sign in and back again @phone', async ({ page }) => {
  await page.goto('/about?lng=en');
  await page.goto('/my-account?section=vouchers');
  await expect(page).toHaveURL(/\/login-register$/);
  // The redirect replaced the protected page in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/about/);
  await page.goForward();
  await expect(page).toHaveURL(/\/login-register$/);

  await page.goto('/my-account?section=vouchers');
  await expect(page).toHaveURL(/\/login-register$/);
  await signInByEmail(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/my-account\?section=vouchers$/);
  await expect(page.getByRole('heading', { name: 'Vouchers' })).toBeVisible();
  await expect(page.getByText('WELCOME10')).toBeVisible();

  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('main').getByText('Mei Chan', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Your Beans over time/ })).toBeVisible();
});

test('an expired token in storage signs out on reload', async ({ page }) => {
  await page.goto('/?lng=en');
  const payload = Buffer.from(JSON.stringify({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })).toString(
    'base64url',
  );
  const user = { id: 1, email: DEMO.email, first_name: 'Mei', last_name: 'Chan' };
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem(
        'persist:sampan-user',
        JSON.stringify({
          token: JSON.stringify(token),
          user: JSON.stringify(user),
          _persist: JSON.stringify({ version: 1.1, rehydrated: true }),
        }),
      );
    },
    { token: `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`, user },
  );
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login-register$/);
  // The menu closes on arriving at a page, so it is opened once the sign-in page is there.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in or register' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('persist:sampan-user') ?? '{}').token))
    .toBe('null');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'My account menu' }).click();
  await expect(header.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});

test('a session that lapses while browsing signs out at the next page and comes back to it', async ({
  page,
  request,
}) => {
  const member = await registeredMember(request);
  // The page's clock runs as usual until the test moves it: the server's own clock never moves.
  await page.clock.install();
  await page.goto('/login-register?lng=en');
  await signInByEmail(page, member.email, member.password);
  await expect(page).toHaveURL(/\/my-account/);
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  const expiresAt = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('persist:sampan-user') ?? '{}');
    const token: string = JSON.parse(stored.token);
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
  });
  await page.clock.setSystemTime(expiresAt + 60_000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/login-register$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('persist:sampan-user') ?? '{}').token))
    .toBe('null');

  // Signing in again (with the page's clock back at the server's time) returns to the page they were going to.
  await page.clock.setSystemTime(Date.now());
  await signInByEmail(page, member.email, member.password);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
});

test.describe('change the password', () => {
  // The wrong current password is answered with 400, which the browser logs.
  test.use({ allowedConsole: [/status of 400/] });

  test('refuses a wrong current password, then changes it and stays signed in', async ({ page, request }) => {
    const member = await registeredMember(request);
    await page.goto('/my-account?section=password&lng=en');
    await expect(page).toHaveURL(/\/login-register$/);
    await signInByEmail(page, member.email, member.password);
    await expect(page).toHaveURL(/section=password/);

    const fresh = 'Flat-White-2026';
    await page.getByLabel('Current password').fill('Not-My-Password-1');
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill(fresh);
    const submit = page.getByRole('button', { name: 'Change password' });
    await submit.click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeFocused();

    await page.getByLabel('Current password').fill(member.password);
    await submit.click();
    await expect(page.getByText('Done. Your new password is in use.')).toBeVisible();
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByRole('main').getByText('Wing Lee', { exact: true })).toBeVisible();

    await signOut(page);
    await signInByEmail(page, member.email, fresh);
    await expect(page).toHaveURL(/\/my-account$/);
  });
});

test('a member adds an address to the book and checkout offers it', async ({ page, request }) => {
  const member = await registeredMember(request);
  await page.goto('/login-register?lng=en');
  await signInByEmail(page, member.email, member.password);
  await expect(page).toHaveURL(/\/my-account/);

  await page.goto('/my-account?section=addresses&lng=en');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('First name').fill('Wing');
  await form.getByLabel('Last name').fill('Lee');
  await form.getByLabel('Mobile or phone').fill('6123 4567');
  await form.getByLabel('Flat, floor, building and street').fill('Flat 7A, 3 Tea Garden Road');
  await form.getByLabel('District').fill('Wan Chai');
  await form.getByRole('button', { name: 'Save address' }).click();
  const card = page.locator('.address-card').filter({ hasText: 'Flat 7A, 3 Tea Garden Road' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Default')).toBeVisible();

  await page.goto('/product/44?lng=en');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();
  await page.goto('/checkout?guest_checkout=0&lng=en');
  await page.getByText('Delivery', { exact: true }).first().click();
  const picker = page.getByRole('group', { name: 'Deliver to a saved address' });
  await expect(picker.getByLabel('Saved address')).toContainText('Flat 7A, 3 Tea Garden Road');
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('Flat 7A, 3 Tea Garden Road');
  // A new address starts empty, and may be saved to the book with the order.
  await picker.getByLabel('Saved address').selectOption({ label: 'A new address' });
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('');
  await expect(picker.getByLabel('Save this delivery address to my address book')).toBeVisible();
});
