import * as adminCalls from '@shop/contract/admin/admin-call-names';
import * as calls from '@shop/contract/call-names';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { credentialsFor } from './credentials.ts';
import { forgetStaffToken, readStaffToken, storeStaffToken, subscribeStaffToken } from './staff-token.ts';

/** A browser's local storage and window events, enough for the token module. */
function fakeWindow() {
  const items = new Map<string, string>();
  return {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
}

const state = (token: string | null) => () => ({
  user: { token, site_access_token: 'site' },
  cart: { shippingMethod: 'pickup', deliveryCountryId: null },
});

describe('the staff token', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = fakeWindow();
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('goes with staff calls only, and the member token never does', () => {
    storeStaffToken('staff-jwt');
    expect(credentialsFor(state('member-jwt'), { call: adminCalls.adminMe }).token).toBe('staff-jwt');
    expect(credentialsFor(state('member-jwt'), { call: calls.profileGet }).token).toBe('member-jwt');
    forgetStaffToken();
    expect(credentialsFor(state('member-jwt'), { call: adminCalls.adminMe }).token).toBeUndefined();
  });

  it('sends the token sign-out forgot before ending it', () => {
    expect(
      credentialsFor(state('member-jwt'), { call: adminCalls.adminLogout, staffToken: 'ended-jwt' }).token,
    ).toBe('ended-jwt');
  });

  it('tells the console when it changes', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeStaffToken(() => seen.push(readStaffToken()));
    storeStaffToken('a');
    forgetStaffToken();
    stop();
    storeStaffToken('b');
    expect(seen).toEqual(['a', null]);
  });
});
