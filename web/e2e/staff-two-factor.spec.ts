import { generate } from 'otplib';
import { consoleSignIn } from './admin-kit';
import { expect, test } from './fixtures';

/** The seeded barista has not set up two-step sign-in; this journey alone uses the account. */
const BARISTA = { email: 'barista@example.com', password: 'Roastery2024!' };

test('a staff member sets up two-step sign-in from the console and then signs in with the app code', async ({
  page,
}) => {
  await consoleSignIn(page, BARISTA);
  await page.getByRole('link', { name: 'Sign-in security' }).first().click();
  await expect(page.getByText('Off: you sign in with your password only.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await page.locator('.two-factor__secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const now = Math.floor(Date.now() / 1000);
  await page.getByLabel('Code').fill(await generate({ secret, epoch: now }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await expect(page.getByText('On: you sign in with your password and a code')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'This session' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByLabel('Email').fill(BARISTA.email);
  await page.getByLabel('Password').fill(BARISTA.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  // The step used to turn it on is spent; the app's next code (one step ahead) is taken.
  await page.getByLabel('Code').fill(await generate({ secret, epoch: now + 30 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.locator('#console-main')).toBeVisible();
});
