import { describe, expect, it } from 'vitest';
import {
  changeListing,
  hasAttributeFilter,
  idFromParam,
  productQuery,
  readListingFilters,
  shownRange,
  withKeyword,
} from './listing-query.ts';

describe('readListingFilters', () => {
  it('reads the keyword, sort and attribute filters', () => {
    const filters = readListingFilters(
      new URLSearchParams(
        'keyword=%20耶加%20&sort=price_low_high&origin=Ethiopia&region=Guji&roast=medium_dark',
      ),
    );
    expect(filters).toEqual({
      keyword: '耶加',
      sort: 'price_low_high',
      origin: 'Ethiopia',
      region: 'Guji',
      process: '',
      roastLevel: 'medium_dark',
    });
    expect(hasAttributeFilter(filters)).toBe(true);
  });

  it('ignores values the shop does not know', () => {
    const filters = readListingFilters(new URLSearchParams('sort=cheapest&roast=burnt'));
    expect(filters.sort).toBe('default');
    expect(filters.roastLevel).toBeUndefined();
    expect(hasAttributeFilter(filters)).toBe(false);
  });
});

describe('idFromParam', () => {
  it('accepts whole numbers from 1 only', () => {
    expect(idFromParam('12')).toBe(12);
    expect(idFromParam(undefined)).toBeUndefined();
    expect(idFromParam('0')).toBeUndefined();
    expect(idFromParam('abc')).toBeUndefined();
    expect(idFromParam('1.5')).toBeUndefined();
  });
});

describe('changeListing', () => {
  const params = new URLSearchParams('keyword=kenya&page=3&origin=Nyeri');

  it('sets the value, keeps the keyword and starts again at page 1', () => {
    expect(changeListing(params, 'roast', 'light').toString()).toBe('keyword=kenya&origin=Nyeri&roast=light');
  });

  it('drops an emptied filter and the default sort', () => {
    expect(changeListing(params, 'origin', '').toString()).toBe('keyword=kenya');
    expect(changeListing(params, 'sort', 'default').toString()).toBe('keyword=kenya&origin=Nyeri');
  });

  it('drops the region when the country changes', () => {
    const inRegion = new URLSearchParams('origin=Ethiopia&region=Guji');
    expect(changeListing(inRegion, 'origin', 'Kenya').toString()).toBe('origin=Kenya');
    expect(changeListing(inRegion, 'region', 'Sidama').toString()).toBe('origin=Ethiopia&region=Sidama');
  });

  it('puts a suggested keyword in place of the typed one, from page 1', () => {
    const missed = new URLSearchParams('keyword=ethiopa&page=2&roast=light');
    expect(withKeyword(missed, 'ethiopia').toString()).toBe('keyword=ethiopia&roast=light');
  });

  it('leaves the original untouched', () => {
    changeListing(params, 'roast', 'dark');
    expect(params.get('page')).toBe('3');
  });
});

describe('pagination maths', () => {
  it('shows the range of the page', () => {
    expect(shownRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(shownRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
  });

  it('is empty when there is nothing, or the page is past the end', () => {
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
    expect(shownRange(4, 12, 30)).toEqual({ from: 0, to: 0 });
  });

  it('asks the server for the page with every filter, blank when unused', () => {
    const filters = readListingFilters(new URLSearchParams('sort=newest'));
    expect(productQuery(undefined, filters, 24)).toEqual({
      category_id: '',
      keyword: '',
      sort_by: 'newest',
      origin: '',
      origin_region: '',
      process: '',
      roast_level: '',
      limit: 12,
      offset: 24,
    });
  });
});
