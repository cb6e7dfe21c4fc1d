import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './order-number.ts';

describe('order numbers', () => {
  it('read as the day and a running number of at least four digits', () => {
    expect(formatOrderNumber('2026-11-22', 42)).toBe('SC-20261122-0042');
    expect(formatOrderNumber('2026-11-22', 123_456)).toBe('SC-20261122-123456');
  });
});
