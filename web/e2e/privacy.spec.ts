import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, registeredMember } from './member-kit';

/**
 * Privacy in My account: downloading one's data and deleting the account, in English; the
 * collection notice and the privacy section in Chinese. The member is made through the API.
 */

async function signIn(page: Page, email: string, labels: { tab: string; email: string; submit: string }) {
  const form = page.getByRole('tabpanel', { name: labels.tab });
  await form.getByRole('radio', { name: labels.email }).check();
  await form
    .getByRole('textbox', { name: labels.email === 'Email' ? 'Email address' : '電郵地址' })
    .fill(email);
  await form.locator('input[type="password"]').fill(PASSWORD);
  await form.getByRole('button', { name: labels.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/login-register/);
}

test('a member downloads their data as JSON, then deletes the account and cannot sign in again', async ({
  page,
  request,
}) => {
  const { email } = await registeredMember(request);
  await page.goto('/login-register?lng=en');
  await signIn(page, email, { tab: 'Log in', email: 'Email', submit: 'Log in' });
  await page.goto('/my-account?section=privacy&lng=en');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  const data = JSON.parse(await readFile((await download.path()) as string, 'utf8'));
  expect(data.profile).toMatchObject({ email, first_name: 'Wing' });

  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expect(remove).toBeDisabled();
  await page.getByLabel('I understand that my account, Beans and credit are gone for good.').check();
  await remove.click();
  await expect(page.getByRole('button', { name: 'Your account is deleted.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login-register/);

  const login = await request.post('/api/login.php', { data: { client_id: 47, email, password: PASSWORD } });
  expect(login.status()).toBe(401);
});

test('the collection notice and the privacy section read in Chinese', async ({ page, request }) => {
  await page.goto('/login-register?lng=zh-HK');
  await page.getByRole('tab', { name: '註冊' }).click();
  await expect(page.getByRole('heading', { name: '收集個人資料聲明' })).toBeVisible();
  await expect(page.getByText('我希望以電郵及短訊收到烘焙坊')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /我希望以電郵及短訊/ })).not.toBeChecked();

  const { email } = await registeredMember(request);
  await page.getByRole('tab', { name: '登入' }).click();
  await signIn(page, email, { tab: '登入', email: '電郵', submit: '登入' });
  await page.goto('/my-account?section=privacy&lng=zh-HK');
  await expect(page.getByRole('heading', { name: '下載你的資料' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '刪除帳戶' })).toBeVisible();
});
