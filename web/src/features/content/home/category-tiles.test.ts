import type { Category } from '@shop/contract/catalog/category.calls';
import { describe, expect, it } from 'vitest';
import { pickLocalised } from '../../../i18n/localised.ts';
import { sectionItem } from '../section-item.test-kit.ts';
import { categoryTiles } from './category-tiles.ts';

const category = (id: number, en: string, zh: string): Category => ({
  id,
  category_name_en: en,
  category_name_zh: zh,
  category_name_cn: '',
  image: `/media/art/category-${id}.svg`,
  sub_categories: [],
});

const categories = [category(1, 'Single Origins', '單品咖啡豆'), category(2, 'Blends', '拼配咖啡豆')];
const items = [
  sectionItem({
    id: 10,
    title_en: 'blends ',
    subtitle_en: 'For milk',
    subtitle_zh: '配奶一流',
    link: '/shop',
  }),
  sectionItem({ id: 11, title_en: 'Gift Sets', title_zh: '咖啡禮盒', link: 'shop' }),
];

describe('categoryTiles', () => {
  it('follows the section, joining each item to its category by English name', () => {
    const pick = (record: object, field: string) => pickLocalised(record, field, 'zh-HK');
    expect(categoryTiles(items, categories, pick)).toEqual([
      {
        key: 'category-2',
        title: '拼配咖啡豆',
        subtitle: '配奶一流',
        image: '/media/art/category-2.svg',
        alt: '拼配咖啡豆',
        link: '/shop/2',
      },
      { key: 'item-11', title: '咖啡禮盒', subtitle: '', image: '', alt: '咖啡禮盒', link: 'shop' },
    ]);
  });

  it('shows the section alone until the categories arrive', () => {
    const pick = (record: object, field: string) => pickLocalised(record, field, 'en');
    expect(categoryTiles(items, [], pick).map((t) => t.link)).toEqual(['/shop', 'shop']);
  });

  it('shows the top categories when the shop has not written the section', () => {
    const pick = (record: object, field: string) => pickLocalised(record, field, 'en');
    expect(categoryTiles([], categories, pick).map((t) => [t.title, t.link])).toEqual([
      ['Single Origins', '/shop/1'],
      ['Blends', '/shop/2'],
    ]);
  });
});
