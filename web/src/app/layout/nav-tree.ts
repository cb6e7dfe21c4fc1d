import type { Category } from '@shop/contract/catalog/category.calls';
import { pickLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';

/** One entry of the menu; the desktop menu and the mobile drawer render the same tree. */
export interface NavNode {
  id: string;
  label: string;
  to: string;
  children: NavNode[];
}

/** The main menu, in order; the label of each is a translation key under layout.nav. */
export const MAIN_NAV = [
  { key: 'about', to: '/about' },
  { key: 'shop', to: paths.shop() },
  { key: 'subscription', to: '/subscription' },
  { key: 'locations', to: '/locations' },
  { key: 'likeAChamp', to: '/like-a-champ' },
  { key: 'corporate', to: '/corporate-corner' },
] as const;

/** The shop's category groups: each top category with its sub-categories, in the server's order. */
export function categoryGroups(categories: readonly Category[], language: string): NavNode[] {
  return categories.map((top) => ({
    id: `category-${top.id}`,
    label: pickLocalised(top, 'category_name', language),
    to: paths.shop(top.id),
    children: top.sub_categories.map((sub) => ({
      id: `category-${sub.id}`,
      label: pickLocalised(sub, 'category_name', language),
      to: paths.shop(sub.id),
      children: [],
    })),
  }));
}
