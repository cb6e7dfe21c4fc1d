import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { OWNER, STAFF, staffAuth } from '../admin/testing.ts';

/*
 * With BACKUP_DIR set, the job runner writes one backup a shop day, keeps what the retention rule
 * keeps, and the console shows the last one.
 */

const backupDir = mkdtempSync(join(tmpdir(), 'shop-nightly-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BACKUP_DIR: backupDir });
});
afterAll(async () => {
  await t.close();
  rmSync(backupDir, { recursive: true, force: true });
});

async function runJobs(now: string) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/run-jobs', payload: { now } });
  const nightly = res.json().jobs.find((j: { name: string }) => j.name === 'nightly backup');
  return nightly?.done as number | undefined;
}

describe('nightly backups', () => {
  it('the console says none were made yet, and that nightly backups are on', async () => {
    const status = await t.call('admin_backup_status_get', {}, await staffAuth(t, OWNER));
    expect(status.body).toMatchObject({ status: 1, nightly: true, last: null });
  });

  it('one backup per shop day, named by the day, shown in the console; old nightly files go', async () => {
    // Left from a month ago: the retention rule deletes it. A manual backup's file is never touched.
    writeFileSync(join(backupDir, 'shop-2026-09-01.backup'), 'old');
    writeFileSync(join(backupDir, 'before-upgrade.backup'), 'mine');

    // 04:00 in Hong Kong on 26 Nov is 20:00 UTC on the 25th: the shop day of the 26th.
    expect(await runJobs('2026-11-25T20:00:00Z')).toBe(1);
    expect(await runJobs('2026-11-25T23:00:00Z')).toBe(0);
    expect(readdirSync(backupDir).sort()).toEqual(['before-upgrade.backup', 'shop-2026-11-26.backup']);

    const status = await t.call('admin_backup_status_get', {}, await staffAuth(t, OWNER));
    expect(status.body.last).toMatchObject({
      trigger: 'nightly',
      ok: true,
      error: null,
      file: join(backupDir, 'shop-2026-11-26.backup'),
    });
    expect(status.body.last.size_bytes).toBeGreaterThan(0);

    expect(await runJobs('2026-11-26T20:00:00Z')).toBe(1);
    expect(existsSync(join(backupDir, 'shop-2026-11-27.backup'))).toBe(true);
  });

  it('is for owners only', async () => {
    const status = await t.call('admin_backup_status_get', {}, await staffAuth(t, STAFF));
    expect(status.statusCode).toBe(403);
  });
});
