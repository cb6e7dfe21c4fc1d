import { describe, expect, it } from 'vitest';
import { changeCreditShop, readCreditShop } from './credit-shop-query.ts';

const params = (query: string) => new URLSearchParams(query);

describe('readCreditShop', () => {
  it('defaults to Beans to credit in the shop’s order', () => {
    expect(readCreditShop(params(''))).toEqual({ kind: 'beans', sort: 'default' });
  });

  it('reads the type and sort, ignoring values it does not know', () => {
    expect(readCreditShop(params('type=cash&sort=price_low_high'))).toEqual({
      kind: 'cash',
      sort: 'price_low_high',
    });
    expect(readCreditShop(params('type=gold&sort=newest'))).toEqual({ kind: 'beans', sort: 'default' });
  });
});

describe('changeCreditShop', () => {
  it('switching the credit type goes back to page 1 and keeps the sort', () => {
    const next = changeCreditShop(params('sort=price_high_low&page=3'), { kind: 'cash' });
    expect(next.toString()).toBe('sort=price_high_low&type=cash');
    expect(changeCreditShop(next, { kind: 'beans' }).toString()).toBe('sort=price_high_low');
  });

  it('a new sort order goes back to page 1 too', () => {
    expect(changeCreditShop(params('type=cash&page=2'), { sort: 'price_low_high' }).toString()).toBe(
      'type=cash&sort=price_low_high',
    );
    expect(changeCreditShop(params('sort=price_low_high'), { sort: 'default' }).toString()).toBe('');
  });
});
