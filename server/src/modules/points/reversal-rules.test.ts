import { describe, expect, it } from 'vitest';
import { beansToReverse, takeWithin } from './reversal-rules.ts';

const order = { earned: 1_250, orderCashCents: 100_000, refundedBeforeCents: 0, dueBefore: 0 };

describe('beansToReverse', () => {
  it('reverses in proportion to the cash refunded, rounded down', () => {
    expect(beansToReverse({ ...order, refundedNowCents: 100_000 })).toBe(1_250);
    expect(beansToReverse({ ...order, refundedNowCents: 40_000 })).toBe(500);
    expect(beansToReverse({ ...order, refundedNowCents: 33_333 })).toBe(416);
  });

  it('adds up over refunds in parts to exactly what one whole refund reverses', () => {
    const first = beansToReverse({ ...order, refundedNowCents: 33_333 });
    const second = beansToReverse({
      ...order,
      refundedBeforeCents: 33_333,
      refundedNowCents: 33_333,
      dueBefore: first,
    });
    const third = beansToReverse({
      ...order,
      refundedBeforeCents: 66_666,
      refundedNowCents: 33_334,
      dueBefore: first + second,
    });
    expect([first, second, third]).toEqual([416, 417, 417]);
    expect(first + second + third).toBe(1_250);
  });

  it('never reverses more than was earned, nor anything for an order that earned nothing', () => {
    expect(beansToReverse({ ...order, refundedNowCents: 500_000 })).toBe(1_250);
    expect(
      beansToReverse({ ...order, refundedBeforeCents: 100_000, refundedNowCents: 100, dueBefore: 1_250 }),
    ).toBe(0);
    expect(beansToReverse({ ...order, earned: 0, refundedNowCents: 100_000 })).toBe(0);
    expect(beansToReverse({ ...order, orderCashCents: 0, refundedNowCents: 0 })).toBe(0);
  });
});

describe('takeWithin', () => {
  it('takes what is due when the balance holds it, else only the balance', () => {
    expect(takeWithin(300, 1_000)).toBe(300);
    expect(takeWithin(300, 120)).toBe(120);
    expect(takeWithin(300, 0)).toBe(0);
  });
});
