import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openConsoleAsOwner } from './admin-kit';
import { expect, test } from './fixtures';

/*
 * The owner checks the last backup in the console: a backup made with the backup command's own
 * request (what `npm run backup` sends the running server over the loopback) shows there.
 */

const dataDir = resolve(`.data-e2e-${process.env.E2E_PORT ?? 8181}`);

test('the owner sees the last backup, in English and Chinese', async ({ page, request }) => {
  // Signing in has the server make its signing secret (DATA_DIR/jwt-secret) if it had none yet.
  await openConsoleAsOwner(page);
  const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
  const key = createHmac('sha256', secret).update('npm run backup').digest('base64url');
  const file = join(dataDir, 'e2e-console.backup');
  const made = await request.post('/ops/backup', {
    data: { file },
    headers: { authorization: `Bearer ${key}` },
  });
  expect(made.status()).toBe(200);

  await page.getByRole('link', { name: 'Backups' }).first().click();
  await expect(page.getByRole('heading', { name: 'Backups', level: 1 })).toBeVisible();
  await expect(page.getByText('Written')).toBeVisible();
  await expect(page.getByText(file)).toBeVisible();
  await expect(page.getByText('Backup command')).toBeVisible();

  await page.goto('/admin/backups?lng=zh-HK');
  await expect(page.getByRole('heading', { name: '備份', level: 1 })).toBeVisible();
  await expect(page.getByText('已寫入')).toBeVisible();
});
