import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { authKeys, signMemberToken, verifyMemberToken } from '../members/testing.ts';
import {
  STAFF_TOKEN_LIFETIME_SECONDS,
  signStaffToken,
  staffTokenKey,
  verifyStaffToken,
} from './staff-token.ts';

const config = loadConfig({ JWT_SECRET: 'a-test-secret-that-is-long-enough', DATA_DIR: '/nonexistent' });
const claims = { staffId: 7, sessionId: randomUUID() };
const inTwelveHours = () => new Date(Date.now() + STAFF_TOKEN_LIFETIME_SECONDS * 1000);

describe('staff tokens', () => {
  it('carry the account and the session they were issued for', async () => {
    const token = await signStaffToken(staffTokenKey(config), claims, inTwelveHours());
    expect(await verifyStaffToken(staffTokenKey(config), token)).toEqual(claims);
  });

  it('stop working when they expire', async () => {
    const token = await signStaffToken(staffTokenKey(config), claims, inTwelveHours());
    const later = Date.now() + (STAFF_TOKEN_LIFETIME_SECONDS + 1) * 1000;
    expect(await verifyStaffToken(staffTokenKey(config), token, later)).toBeUndefined();
  });

  it('are never accepted as member tokens, nor member tokens as staff tokens', async () => {
    const staffToken = await signStaffToken(staffTokenKey(config), claims, inTwelveHours());
    const memberToken = await signMemberToken(authKeys(config).jwt, {
      memberId: 7,
      sessionStamp: 0,
      sessionId: 'd9428888-122b-4c6e-8b62-2f9c1c3a7e55',
    });
    expect(await verifyMemberToken(authKeys(config).jwt, staffToken)).toBeUndefined();
    expect(await verifyStaffToken(staffTokenKey(config), memberToken)).toBeUndefined();
  });

  it('are refused when signed with another shop secret', async () => {
    const other = loadConfig({ JWT_SECRET: 'another-shop-secret-entirely', DATA_DIR: '/nonexistent' });
    const token = await signStaffToken(staffTokenKey(other), claims, inTwelveHours());
    expect(await verifyStaffToken(staffTokenKey(config), token)).toBeUndefined();
  });
});
