import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageOffset, pageWindow } from './pagination.ts';

describe('blog pagination', () => {
  it('counts pages, with one page even for no posts', () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
  });

  it('reads the page from the query, falling back to 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromQuery(bad)).toBe(1);
  });

  it('turns a page into an offset', () => {
    expect(pageOffset(1, 6)).toBe(0);
    expect(pageOffset(3, 6)).toBe(12);
  });

  it('shows the ends, the neighbours and gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });
});
