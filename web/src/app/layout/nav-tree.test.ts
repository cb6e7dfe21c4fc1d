import type { Category } from '@shop/contract/catalog/category.calls';
import { describe, expect, it } from 'vitest';
import { categoryGroups, MAIN_NAV } from './nav-tree.ts';

const names = (en: string, zh: string) => ({
  category_name_en: en,
  category_name_zh: zh,
  category_name_cn: '',
});

const categories: Category[] = [
  {
    id: 1,
    ...names('Single Origins', '單品咖啡豆'),
    image: '',
    sub_categories: [{ id: 11, ...names('Africa', '非洲'), parent_primary_category_id: 1 }],
  },
  { id: 2, ...names('Drip Bags', '掛耳咖啡'), image: '', sub_categories: [] },
];

describe('categoryGroups', () => {
  it('links each top category and sub-category to its listing, in the shopper language', () => {
    expect(categoryGroups(categories, 'zh-HK')).toEqual([
      {
        id: 'category-1',
        label: '單品咖啡豆',
        to: '/shop/1',
        children: [{ id: 'category-11', label: '非洲', to: '/shop/11', children: [] }],
      },
      { id: 'category-2', label: '掛耳咖啡', to: '/shop/2', children: [] },
    ]);
  });

  it('is empty before the categories load', () => {
    expect(categoryGroups([], 'en')).toEqual([]);
  });
});

describe('MAIN_NAV', () => {
  it('follows the spec order and routes', () => {
    expect(MAIN_NAV.map((n) => n.to)).toEqual([
      '/about',
      '/shop',
      '/subscription',
      '/locations',
      '/like-a-champ',
      '/corporate-corner',
    ]);
  });
});
