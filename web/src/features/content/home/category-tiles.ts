import type { Category } from '@shop/contract/catalog/category.calls';
import type { SectionItem } from '@shop/contract/content/content.calls';
import { paths } from '../../../shared/paths.ts';

type Pick = (record: object, field: string) => string;

export interface CategoryTile {
  key: string;
  title: string;
  subtitle: string;
  image: string;
  alt: string;
  link: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The home page's category tiles: the shop's home_category items, in the shop's order, each joined
 * (by English name) to its top category for the picture and the /shop/{id} link. The section is the
 * shop's choice of what to feature, so a category it leaves out stays out; without the section, the
 * top categories are shown as they are.
 */
export function categoryTiles(
  items: readonly SectionItem[],
  categories: readonly Category[],
  pick: Pick,
): CategoryTile[] {
  const fromCategory = (category: Category, item?: SectionItem): CategoryTile => {
    const title = pick(category, 'category_name');
    return {
      key: `category-${category.id}`,
      title,
      subtitle: item ? pick(item, 'subtitle') : '',
      image: category.image,
      alt: title,
      link: paths.shop(category.id),
    };
  };
  if (items.length === 0) return categories.map((category) => fromCategory(category));
  return items.map((item): CategoryTile => {
    const category = categories.find((c) => sameName(c.category_name_en, item.title_en));
    if (category) return fromCategory(category, item);
    return {
      key: `item-${item.id}`,
      title: pick(item, 'title'),
      subtitle: pick(item, 'subtitle'),
      image: item.image,
      alt: pick(item, 'image_alt') || pick(item, 'title'),
      link: item.link,
    };
  });
}
