import type { Category } from '@shop/contract/catalog/category.calls';
import { describe, expect, it } from 'vitest';
import { isTopActive, placeOf } from './category-tree.ts';

const names = { category_name_en: '', category_name_zh: '', category_name_cn: '' };
const singleOrigins: Category = {
  id: 1,
  ...names,
  image: '',
  sub_categories: [
    { id: 11, ...names, parent_primary_category_id: 1 },
    { id: 12, ...names, parent_primary_category_id: 1 },
  ],
};
const dripBags: Category = { id: 2, ...names, image: '', sub_categories: [] };
const tree = [singleOrigins, dripBags];

describe('placeOf', () => {
  it('finds a top category and a sub-category with its parent', () => {
    expect(placeOf(tree, 2)).toEqual({ top: dripBags, sub: undefined });
    expect(placeOf(tree, 12)).toEqual({ top: singleOrigins, sub: singleOrigins.sub_categories[1] });
  });

  it('finds nothing for no id or an unknown one', () => {
    expect(placeOf(tree, undefined)).toBeUndefined();
    expect(placeOf(tree, 99)).toBeUndefined();
  });
});

describe('isTopActive', () => {
  it('is active when selected, or when one of its sub-categories is', () => {
    expect(isTopActive(singleOrigins, 1)).toBe(true);
    expect(isTopActive(singleOrigins, 11)).toBe(true);
    expect(isTopActive(dripBags, 11)).toBe(false);
    expect(isTopActive(singleOrigins, undefined)).toBe(false);
  });
});
