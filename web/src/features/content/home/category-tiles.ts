import type { Category } from '@shop/contract/catalog/category.calls';
import type { SectionItem } from '@shop/contract/content/content.calls';
import { paths } from '../../../app/paths.ts';

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
 * The home page's category tiles: the shop's home_category items in the shop's order, each joined
 * (by English name) to its top category for the picture and the /shop/{id} link; then any top
 * category the section does not mention, so a new category shows up without editing the section.
 */
export function categoryTiles(
  items: readonly SectionItem[],
  categories: readonly Category[],
  pick: Pick,
): CategoryTile[] {
  const used = new Set<number>();
  const fromCategory = (category: Category, item?: SectionItem): CategoryTile => {
    used.add(category.id);
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
  const tiles = items.map((item): CategoryTile => {
    const category = categories.find((c) => !used.has(c.id) && sameName(c.category_name_en, item.title_en));
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
  return [...tiles, ...categories.filter((c) => !used.has(c.id)).map((c) => fromCategory(c))];
}
