import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/database.ts';
import { staffAccounts } from '../src/modules/admin/staff.tables.ts';
import { verifyPassword } from '../src/modules/members/index.ts';

const script = new URL('./staff-create.ts', import.meta.url).pathname;

/** Runs `npm run staff:create -- …` as its own process on the given data directory. */
function staffCreate(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

async function accountIn(dataDir: string, email: string) {
  const database = await openPglite(dataDir);
  try {
    const [row] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    return row;
  } finally {
    await database.close();
  }
}

const boss = ['--email', 'Boss@Example.com', '--name', 'Ka Yan Ho', '--role', 'owner'];

describe('npm run staff:create', () => {
  it('creates accounts that can sign in, and refuses the same email twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-staff-create-'));
    const created = await staffCreate(dataDir, [...boss, '--password', 'Espresso-Shot9']);
    expect(created.output).toMatch(/Created owner account boss@example\.com \(Ka Yan Ho\), staff id \d+\./);
    expect(created.code).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await staffCreate(dataDir, [...boss, '--password', 'Espresso-Shot9']);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already uses boss@example\.com/);

    const row = await accountIn(dataDir, 'boss@example.com');
    expect(row).toMatchObject({ name: 'Ka Yan Ho', role: 'owner', active: true });
    expect(await verifyPassword('Espresso-Shot9', row!.passwordHash)).toBe(true);

    // Without --password one is made up, printed once, and the role defaults to staff.
    const made = await staffCreate(dataDir, ['--email', 'till@example.com', '--name', 'Till']);
    expect(made.code).toBe(0);
    const password = made.output.match(/Password \(shown once, write it down\): (\S+)/)?.[1];
    const till = await accountIn(dataDir, 'till@example.com');
    expect(till?.role).toBe('staff');
    expect(await verifyPassword(password ?? '', till!.passwordHash)).toBe(true);
  }, 240_000);

  it('says clearly that the server holds the data directory, and changes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-staff-create-'));
    // This test process stands in for a running server holding the lock.
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid));
    const run = await staffCreate(dataDir, [...boss, '--password', 'Espresso-Shot9']);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/Another server \(pid \d+\) is using the data directory/);
    expect(run.output).toMatch(/stop the shop, run staff:create, then start it again/);
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  }, 60_000);

  it('refuses a weak password, an unknown role or a missing email before opening the database', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shop-staff-create-')), 'never-made');
    for (const args of [
      [...boss, '--password', 'short'],
      ['--email', 'x@example.com', '--name', 'X', '--role', 'admin', '--password', 'Espresso-Shot9'],
      ['--name', 'X', '--password', 'Espresso-Shot9'],
    ]) {
      const run = await staffCreate(dataDir, args);
      expect(run.code).toBe(2);
      expect(run.output).toMatch(/Usage: npm run staff:create/);
    }
    expect(existsSync(dataDir)).toBe(false);
  }, 60_000);
});
