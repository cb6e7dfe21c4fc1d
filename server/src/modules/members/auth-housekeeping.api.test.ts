import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { otpCodes, rateLimits } from './auth.tables.ts';
import { pruneAuthRows } from './auth-housekeeping.job.ts';
import { members } from './members.tables.ts';
import { memberSessions } from './sessions.tables.ts';

const t = appPerFile();

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('pruning sign-in rows', () => {
  it('drops spent rate-limit counters and expired codes, and keeps the ones still counting', async () => {
    await t.db.insert(rateLimits).values([
      { key: 'prune:spent', hits: 5, resetsAt: minutesFromNow(-1) },
      { key: 'prune:live', hits: 5, resetsAt: minutesFromNow(10) },
    ]);
    await t.db.insert(otpCodes).values([
      { areaCode: '852', phone: '90000001', codeHash: 'x', expiresAt: minutesFromNow(-1) },
      { areaCode: '852', phone: '90000002', codeHash: 'x', expiresAt: minutesFromNow(10) },
    ]);

    await pruneAuthRows(t.db);

    const limits = await t.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['prune:spent', 'prune:live']));
    expect(limits.map((r) => r.key)).toEqual(['prune:live']);
    const codes = await t.db
      .select({ phone: otpCodes.phone })
      .from(otpCodes)
      .where(inArray(otpCodes.phone, ['90000001', '90000002']));
    expect(codes.map((r) => r.phone)).toEqual(['90000002']);
  });

  it('forgets sessions that have expired, and keeps the ones still signed in', async () => {
    const [demo] = await t.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'demo@example.com'));
    const [expired, live] = await t.db
      .insert(memberSessions)
      .values([
        { memberId: demo!.id, expiresAt: minutesFromNow(-1) },
        { memberId: demo!.id, expiresAt: minutesFromNow(60) },
      ])
      .returning({ id: memberSessions.id });

    await pruneAuthRows(t.db);

    const left = await t.db
      .select({ id: memberSessions.id })
      .from(memberSessions)
      .where(inArray(memberSessions.id, [expired!.id, live!.id]));
    expect(left).toEqual([{ id: live!.id }]);
  });
});
