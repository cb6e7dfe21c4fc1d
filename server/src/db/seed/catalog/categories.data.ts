import type { CategorySeed } from './catalog-seed.types.ts';

/** Top categories in the shop's menu order, each with its sub-categories. */
export const CATEGORIES: CategorySeed[] = [
  {
    slug: 'single-origins',
    name: { en: 'Single Origins', zh: '單品咖啡豆', cn: '单品咖啡豆' },
    children: [
      { slug: 'africa', name: { en: 'Africa', zh: '非洲', cn: '非洲' } },
      {
        slug: 'central-south-america',
        name: { en: 'Central & South America', zh: '中南美洲', cn: '中南美洲' },
      },
      { slug: 'asia-pacific', name: { en: 'Asia & Pacific', zh: '亞洲及太平洋', cn: '亚洲及太平洋' } },
    ],
  },
  {
    slug: 'blends',
    name: { en: 'Blends', zh: '拼配咖啡豆', cn: '拼配咖啡豆' },
    children: [
      { slug: 'espresso-blends', name: { en: 'Espresso Blends', zh: '意式拼配', cn: '意式拼配' } },
      { slug: 'filter-blends', name: { en: 'Filter Blends', zh: '手沖拼配', cn: '手冲拼配' } },
    ],
  },
  { slug: 'drip-bags', name: { en: 'Drip Bags', zh: '掛耳咖啡', cn: '挂耳咖啡' } },
  { slug: 'capsules', name: { en: 'Capsules', zh: '咖啡膠囊', cn: '咖啡胶囊' } },
  {
    slug: 'equipment',
    name: { en: 'Brewing Equipment', zh: '沖煮器具', cn: '冲煮器具' },
    children: [
      { slug: 'brewers', name: { en: 'Drippers & Brewers', zh: '濾杯及沖煮器', cn: '滤杯及冲煮器' } },
      { slug: 'grinders', name: { en: 'Grinders', zh: '磨豆機', cn: '磨豆机' } },
      {
        slug: 'kettles-scales',
        name: { en: 'Kettles & Scales', zh: '手沖壺及電子秤', cn: '手冲壶及电子秤' },
      },
      {
        slug: 'filters-accessories',
        name: { en: 'Filters & Accessories', zh: '濾紙及配件', cn: '滤纸及配件' },
      },
    ],
  },
  { slug: 'merchandise', name: { en: 'Merchandise', zh: '品牌精品', cn: '品牌精品' } },
  { slug: 'gift-sets', name: { en: 'Gift Sets', zh: '禮盒套裝', cn: '礼盒套装' } },
];

/** The image every top category shows on the home page tiles. */
export function categoryImage(slug: string): string {
  return `/media/art/category-${slug}.svg`;
}

/** The category a product names and, for a sub-category, its top category: a product is listed under both. */
export function categoryLinks(slug: string): string[] {
  for (const top of CATEGORIES) {
    if (top.slug === slug) return [slug];
    if (top.children?.some((child) => child.slug === slug)) return [slug, top.slug];
  }
  throw new Error(`unknown category "${slug}"`);
}
