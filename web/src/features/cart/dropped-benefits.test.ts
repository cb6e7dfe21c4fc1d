import { describe, expect, it } from 'vitest';
import { droppedByLineChange, NO_BENEFITS, settledBy } from './dropped-benefits.ts';

describe('benefits a line change drops', () => {
  it('names the credit that was applied, whatever the answer still says', () => {
    expect(droppedByLineChange({ credit: 120, coupon: '' }, NO_BENEFITS, NO_BENEFITS)).toEqual({
      credit: 120,
      coupon: '',
    });
    expect(
      droppedByLineChange({ credit: 120, coupon: '' }, { credit: 120, coupon: '' }, NO_BENEFITS).credit,
    ).toBe(120);
  });

  it('names a coupon the answer no longer carries, not one it keeps', () => {
    expect(droppedByLineChange({ credit: 0, coupon: 'BEANS10' }, NO_BENEFITS, NO_BENEFITS).coupon).toBe(
      'BEANS10',
    );
    expect(
      droppedByLineChange({ credit: 0, coupon: 'BEANS10' }, { credit: 0, coupon: 'BEANS10' }, NO_BENEFITS)
        .coupon,
    ).toBe('');
  });

  it('drops nothing when nothing was applied, and keeps what an earlier change dropped', () => {
    expect(droppedByLineChange(NO_BENEFITS, NO_BENEFITS, NO_BENEFITS)).toEqual(NO_BENEFITS);
    expect(droppedByLineChange(NO_BENEFITS, NO_BENEFITS, { credit: 50, coupon: 'X' })).toEqual({
      credit: 50,
      coupon: 'X',
    });
  });

  it('is settled by applying again', () => {
    const dropped = { credit: 50, coupon: 'BEANS10' };
    expect(settledBy({ credit: 30, coupon: '' }, dropped)).toEqual({ credit: 0, coupon: 'BEANS10' });
    expect(settledBy({ credit: 0, coupon: 'BEANS10' }, dropped)).toEqual({ credit: 50, coupon: '' });
  });
});
