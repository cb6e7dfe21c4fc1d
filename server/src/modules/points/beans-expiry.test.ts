import { describe, expect, it } from 'vitest';
import {
  beansToExpire,
  DEFAULT_BEANS_EXPIRY_MONTHS,
  expiryCutoff,
  parseExpiryMonths,
} from './beans-expiry.ts';

describe('beansToExpire', () => {
  it('expires what the debits have not already used of the expired earnings', () => {
    expect(beansToExpire(1_000, 0)).toBe(1_000);
    expect(beansToExpire(1_000, 300)).toBe(700);
  });

  it('expires nothing when the debits used all of it (spent before expiry, or expired before)', () => {
    expect(beansToExpire(1_000, 1_000)).toBe(0);
    expect(beansToExpire(1_000, 2_500)).toBe(0);
    expect(beansToExpire(0, 0)).toBe(0);
  });
});

describe('expiryCutoff', () => {
  it('is the same moment the given months before', () => {
    expect(expiryCutoff(new Date('2026-11-23T10:00:00Z'), 12)?.toISOString()).toBe(
      '2025-11-23T10:00:00.000Z',
    );
    expect(expiryCutoff(new Date('2026-11-23T10:00:00Z'), 3)?.toISOString()).toBe('2026-08-23T10:00:00.000Z');
  });

  it('is none when Beans never expire', () => {
    expect(expiryCutoff(new Date(), 0)).toBeNull();
  });
});

describe('parseExpiryMonths', () => {
  it('reads the stored whole number, 0 meaning never', () => {
    expect(parseExpiryMonths('6')).toBe(6);
    expect(parseExpiryMonths('0')).toBe(0);
  });

  it('falls back to 12 months when missing or not a sensible number', () => {
    for (const stored of [undefined, '"six"', '-1', '1.5', '500'])
      expect(parseExpiryMonths(stored)).toBe(DEFAULT_BEANS_EXPIRY_MONTHS);
  });
});
