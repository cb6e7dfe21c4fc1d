import { describe, expect, it } from 'vitest';
import { addressKey, type HeldOrder, type Holder, judgeUnpaidLimits } from './unpaid-limits.ts';

const rules = { max_unpaid_orders: 3, max_unpaid_units: 10 };
const guest: Holder = { accessTokenId: 1, memberId: null, email: 'a@example.com', addressKey: 'flat1' };
const held = (over: Partial<HeldOrder>): HeldOrder => ({
  accessTokenId: 99,
  memberId: null,
  email: 'other@example.com',
  addressKey: null,
  units: 1,
  ...over,
});

describe('judgeUnpaidLimits', () => {
  it('lets an order through while every way of telling the shopper stays within the limits', () => {
    expect(judgeUnpaidLimits([], guest, 10, rules)).toBeNull();
    expect(
      judgeUnpaidLimits([held({ accessTokenId: 1 }), held({ email: 'a@example.com' })], guest, 5, rules),
    ).toBeNull();
  });

  it('counts each way on its own: two orders by token and two by email are not four', () => {
    const mine = [
      held({ accessTokenId: 1 }),
      held({ accessTokenId: 1 }),
      held({ email: 'a@example.com' }),
      held({ email: 'a@example.com' }),
    ];
    expect(judgeUnpaidLimits(mine, guest, 1, rules)).toBeNull();
  });

  it('refuses one order more than the limit by any one way, naming the numbers in both languages', () => {
    for (const way of [{ accessTokenId: 1 }, { email: 'a@example.com' }, { addressKey: 'flat1' }]) {
      const refusal = judgeUnpaidLimits([held(way), held(way), held(way)], guest, 1, rules);
      expect(refusal?.code).toBe('UNPAID_ORDERS_LIMIT');
      expect(refusal?.message.en).toContain('3 orders');
      expect(refusal?.message.zh).toContain('3 張');
    }
    const member = { ...guest, memberId: 7 };
    const byMember = [held({ memberId: 7 }), held({ memberId: 7 }), held({ memberId: 7 })];
    expect(judgeUnpaidLimits(byMember, member, 1, rules)?.code).toBe('UNPAID_ORDERS_LIMIT');
  });

  it('refuses units past the limit, saying how many this order may still have', () => {
    expect(judgeUnpaidLimits([], guest, 11, rules)?.code).toBe('UNPAID_UNITS_LIMIT');
    const refusal = judgeUnpaidLimits([held({ addressKey: 'flat1', units: 7 })], guest, 4, rules);
    expect(refusal?.code).toBe('UNPAID_UNITS_LIMIT');
    expect(refusal?.message.en).toContain('at most 3');
    expect(refusal?.message.zh).toContain('最多可有 3 件');
    expect(judgeUnpaidLimits([held({ addressKey: 'flat1', units: 7 })], guest, 3, rules)).toBeNull();
  });

  it('skips the ways a shopper does not have (a guest has no member; a pickup no address)', () => {
    const pickup: Holder = { ...guest, addressKey: null };
    expect(judgeUnpaidLimits([held({ addressKey: null, units: 10 })], pickup, 10, rules)).toBeNull();
  });
});

describe('addressKey', () => {
  it('reads one address however it is typed: case, spaces, punctuation, full-width characters', () => {
    const key = addressKey(['Flat 12B, 8 Hoi Yuen Road', 'Kowloon', 'Hong Kong']);
    expect(addressKey(['flat 12b 8 hoi yuen road.', 'KOWLOON', 'Hong-Kong'])).toBe(key);
    expect(addressKey(['Ｆｌａｔ　１２Ｂ，８ Hoi Yuen Road', 'Kowloon', 'Hong Kong'])).toBe(key);
    expect(addressKey(['九龍觀塘海濱道８號，１２樓Ｂ室', '', '香港'])).toBe(
      addressKey(['九龍觀塘海濱道8號12樓B室', '', '香港']),
    );
    expect(addressKey(['Flat 12C, 8 Hoi Yuen Road', 'Kowloon', 'Hong Kong'])).not.toBe(key);
  });
});
