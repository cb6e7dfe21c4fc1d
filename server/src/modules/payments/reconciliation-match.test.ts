import { describe, expect, it } from 'vitest';
import {
  compactReference,
  matchLines,
  mentionsOrder,
  type OpenLine,
  type UnpaidOrder,
  withinNearWindow,
} from './reconciliation-match.ts';

const order = (
  id: number,
  cashCents: number,
  placedOn: string,
  extra: Partial<UnpaidOrder> = {},
): UnpaidOrder => ({
  id,
  orderNumber: `SC-${placedOn.replaceAll('-', '')}-${String(id).padStart(4, '0')}`,
  placedOn,
  createdAt: new Date(`${placedOn}T02:00:00Z`),
  cashCents,
  cancelled: false,
  ...extra,
});
const line = (id: number, amountCents: number, bookedOn: string, description: string): OpenLine => ({
  id,
  amountCents,
  bookedOn,
  description,
});

describe('reference normalisation', () => {
  it('reads an order number through spaces, dashes, case and full-width forms', () => {
    expect(compactReference('sc 2026-1122 0042')).toBe('SC202611220042');
    expect(mentionsOrder('FPS TRF CHAN TAI MAN sc20261122 0042', 'SC-20261122-0042')).toBe(true);
    expect(mentionsOrder('ＳＣ－２０２６１１２２－００４２', 'SC-20261122-0042')).toBe(true);
  });

  it('does not read an order number inside a longer one', () => {
    expect(mentionsOrder('SC-20261122-00421', 'SC-20261122-0042')).toBe(false);
    expect(mentionsOrder('SC-20261122-00421 then SC-20261122-0042', 'SC-20261122-0042')).toBe(true);
    expect(mentionsOrder('payment for order 42', 'SC-20261122-0042')).toBe(false);
  });
});

describe('the near-match window', () => {
  it('is the day the order was placed and one day either side', () => {
    expect(withinNearWindow('2026-11-22', '2026-11-22')).toBe(true);
    expect(withinNearWindow('2026-11-23', '2026-11-22')).toBe(true);
    expect(withinNearWindow('2026-11-21', '2026-11-22')).toBe(true);
    expect(withinNearWindow('2026-11-24', '2026-11-22')).toBe(false);
    expect(withinNearWindow('2026-12-01', '2026-11-30')).toBe(true);
  });
});

describe('matching credits to unpaid orders', () => {
  it('matches by reference and exact amount, wherever the day', () => {
    const [p] = matchLines(
      [line(1, 53_000, '2026-11-25', 'SC-20261122-0001')],
      [order(1, 53_000, '2026-11-22')],
    );
    expect(p).toEqual({ lineId: 1, match: 'matched', orderId: 1, candidates: 1, refundOrderId: null });
  });

  it('does not match a reference with another amount, nor propose it as near outside the window', () => {
    const [p] = matchLines(
      [line(1, 52_999, '2026-11-25', 'SC-20261122-0001')],
      [order(1, 53_000, '2026-11-22')],
    );
    expect(p?.match).toBe('unmatched');
  });

  it('proposes a near match for a wrong or missing reference: same amount, placed within a day', () => {
    const orders = [
      order(1, 10_000, '2026-11-20'),
      order(2, 10_000, '2026-11-22'),
      order(3, 10_000, '2026-11-23'),
    ];
    const [p] = matchLines([line(1, 10_000, '2026-11-22', 'TRANSFER CHAN')], orders);
    expect(p).toEqual({ lineId: 1, match: 'near', orderId: 2, candidates: 2, refundOrderId: null });
  });

  it('proposes an order for one line only, exact matches first', () => {
    const orders = [order(1, 10_000, '2026-11-22')];
    const lines = [
      line(1, 10_000, '2026-11-22', 'no reference'),
      line(2, 10_000, '2026-11-23', 'SC-20261122-0001'),
    ];
    expect(matchLines(lines, orders).map((p) => [p.match, p.orderId])).toEqual([
      ['unmatched', null],
      ['matched', 1],
    ]);
  });

  it('two identical credits take two orders of that amount, then none is left', () => {
    const orders = [order(1, 10_000, '2026-11-22'), order(2, 10_000, '2026-11-22')];
    const lines = [1, 2, 3].map((id) => line(id, 10_000, '2026-11-22', 'FPS'));
    expect(matchLines(lines, orders).map((p) => p.orderId)).toEqual([1, 2, null]);
  });

  it('flags a payment naming a cancelled order for a refund by hand, and proposes nothing for it', () => {
    const orders = [order(1, 10_000, '2026-11-22', { cancelled: true }), order(2, 10_000, '2026-11-22')];
    const [p] = matchLines([line(1, 10_000, '2026-11-24', 'SC-20261122-0001')], orders);
    expect(p).toEqual({ lineId: 1, match: 'unmatched', orderId: null, candidates: 0, refundOrderId: 1 });
  });
});
