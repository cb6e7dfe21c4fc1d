import { describe, expect, it } from 'vitest';
import { addDays, dateProblem, hongKongNow } from './fulfilment-date.ts';

// 2026-11-22 10:30 in Hong Kong.
const now = new Date('2026-11-22T02:30:00Z');
const rules = { now, leadTimeDays: 1, bookingWindowDays: 30, blackout: new Set(['2026-12-01']) };

describe('Hong Kong calendar', () => {
  it('is UTC+8, so late UTC evening is already tomorrow', () => {
    expect(hongKongNow(new Date('2026-11-22T17:00:00Z'))).toEqual({ day: '2026-11-23', time: '01:00' });
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('pickup and delivery dates', () => {
  it('start after the lead time, so never in the past', () => {
    expect(dateProblem('2026-11-21', '11:00', rules)).toEqual({ kind: 'too_soon', earliest: '2026-11-23' });
    expect(dateProblem('2026-11-22', '15:00', rules)).toEqual({ kind: 'too_soon', earliest: '2026-11-23' });
    expect(dateProblem('2026-11-23', '11:00', rules)).toBeNull();
  });

  it('end with the booking window', () => {
    expect(dateProblem('2026-12-22', '11:00', rules)).toBeNull();
    expect(dateProblem('2026-12-23', '11:00', rules)).toEqual({ kind: 'too_far', latest: '2026-12-22' });
  });

  it('skip the closed days of the method', () => {
    expect(dateProblem('2026-12-01', '11:00', rules)).toEqual({ kind: 'closed' });
  });

  it('with no lead time, allow today only for slots that have not begun', () => {
    const sameDay = { ...rules, leadTimeDays: 0 };
    expect(dateProblem('2026-11-22', '10:00', sameDay)).toEqual({ kind: 'slot_passed' });
    expect(dateProblem('2026-11-22', '11:00', sameDay)).toBeNull();
  });
});
