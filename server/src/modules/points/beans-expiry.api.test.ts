import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { shopSettings } from '../../db/schema.ts';
import { newMember } from '../cart/testing.ts';
import { bearer } from '../members/testing.ts';
import { expireBeans } from './beans-expiry.service.ts';
import { DAY_MS } from './loyalty.test-kit.ts';
import { runLoyaltyHousekeeping } from './loyalty-housekeeping.job.ts';
import { POINT_TYPE } from './points.tables.ts';
import { balanceOf, grantPoints, ledgerRows, ledgerSum } from './points.test-kit.ts';

const { beans } = POINT_TYPE;

const t = appPerFile();

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A new member whose Beans history is the given (amount, days ago) rows, oldest first. */
async function memberWith(rows: [number, number][]) {
  const member = await newMember(t);
  for (const [amount, days] of rows) await grantPoints(t, member.id, beans, amount, daysAgo(days));
  return member;
}

const expiryRows = async (memberId: number) =>
  (await ledgerRows(t, memberId)).filter((r) => r.reason === 'beans_expired');

async function setExpiryMonths(months: number) {
  await t.db
    .insert(shopSettings)
    .values({ key: 'beans_expiry_months', value: String(months) })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value: String(months) } });
}

describe('Beans expiry (12 months by default)', () => {
  it('expires what is left of Beans earned over 12 months ago, the oldest spent first, once', async () => {
    const member = await memberWith([
      [1_000, 400],
      [-300, 200],
      [500, 60],
    ]);
    expect(await expireBeans(t.db, member.id)).toBe(700);
    const [row] = await expiryRows(member.id);
    expect(row).toMatchObject({ amount: -700, balanceAfter: 500 });
    expect(row!.descriptionEn).toMatch(/^700 Beans expired \(earned on or before \d{4}-\d\d-\d\d\)$/);
    expect(row!.descriptionZh).toMatch(/^700 咖啡豆積分已過期/);
    expect(await expireBeans(t.db, member.id)).toBe(0);
    expect(await balanceOf(t, member.id, beans)).toBe(500);
  });

  it('expires nothing that was spent before its date, and only the unspent part of what was not', async () => {
    const spentInTime = await memberWith([
      [1_000, 400],
      [1_000, 30],
      [-1_500, 10],
    ]);
    expect(await expireBeans(t.db, spentInTime.id)).toBe(0);
    expect(await balanceOf(t, spentInTime.id, beans)).toBe(500);

    const partly = await memberWith([
      [800, 500],
      [400, 380],
      [-1_000, 370],
      [300, 20],
    ]);
    expect(await expireBeans(t.db, partly.id)).toBe(200);
    expect(await balanceOf(t, partly.id, beans)).toBe(300);
  });

  it('lets nothing expire twice when ten runs race', async () => {
    const member = await memberWith([
      [900, 400],
      [100, 5],
    ]);
    const runs = await Promise.all(Array.from({ length: 10 }, () => expireBeans(t.db, member.id)));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(900);
    expect(await expiryRows(member.id)).toHaveLength(1);
    expect(await ledgerSum(t, member.id, beans)).toBe(100);
    expect(await balanceOf(t, member.id, beans)).toBe(100);
  });

  it('expires Beans before an exchange spends them', async () => {
    const member = await memberWith([
      [1_000, 400],
      [500, 10],
    ]);
    const auth = bearer(member.token);
    const options = (await t.call('credit_product_get', { sort_by: 'price_low_high' })).body.credit_products;
    const exchange = (from_amount: number) =>
      t.call(
        'point_transfer',
        { point_type_from: 17, point_type_to: 18, from_amount, credit_product_id: options[0].id },
        auth,
      );
    expect((await exchange(1_000)).statusCode).toBe(409);
    const ok = await exchange(500);
    expect(ok.body).toMatchObject({ prev_from_balance: 500, current_from_balance: 0 });
    expect((await expiryRows(member.id)).map((r) => r.amount)).toEqual([-1_000]);
  });

  it('runs for every member from the hourly housekeeping', async () => {
    const first = await memberWith([[250, 370]]);
    const second = await memberWith([
      [400, 366],
      [50, 1],
    ]);
    await runLoyaltyHousekeeping(t.db);
    expect(await balanceOf(t, first.id, beans)).toBe(0);
    expect(await balanceOf(t, second.id, beans)).toBe(50);
  });
});

describe('the shop’s expiry rule', () => {
  it('follows beans_expiry_months, where 0 means Beans never expire', async () => {
    const member = await memberWith([
      [600, 800],
      [300, 45],
    ]);
    await setExpiryMonths(0);
    expect(await expireBeans(t.db, member.id)).toBe(0);
    await setExpiryMonths(1);
    expect(await expireBeans(t.db, member.id)).toBe(900);
    await setExpiryMonths(12);
  });
});
