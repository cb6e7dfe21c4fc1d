import { describe, expect, it } from 'vitest';
import { filtersFromParams, listInput, paramsFromFilters } from './order-filters.ts';

describe('order board filters', () => {
  it('reads known values from the address and drops made-up ones', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        'status=placed&payment_status=lost&date_from=2026-11-01&date_to=soon&page=-3&pickup_store_id=2',
      ),
    );
    expect(filters).toMatchObject({
      status: 'placed',
      payment_status: '',
      date_from: '2026-11-01',
      date_to: '',
      pickup_store_id: '2',
      page: 1,
    });
  });

  it('writes only what is set, and round-trips', () => {
    const filters = filtersFromParams(new URLSearchParams('keyword=Chan&page=3&delivery_method=pickup'));
    const params = paramsFromFilters(filters);
    expect(params.toString()).toBe('delivery_method=pickup&keyword=Chan&page=3');
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('turns the page into an offset of 25 rows and defaults the day kind to placed', () => {
    const input = listInput(filtersFromParams(new URLSearchParams('page=3')));
    expect(input).toMatchObject({ offset: 50, limit: 25, date_kind: 'placed', status: '' });
  });
});
