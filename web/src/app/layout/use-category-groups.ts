import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { categoryGroups } from './nav-tree.ts';

/** The shop menu's category groups in the shopper language, for the desktop menu and the drawer. */
export function useCategoryGroups() {
  const { i18n } = useTranslation();
  const categories = useAppSelector((state) => state.category.categories);
  return categoryGroups(categories, i18n.resolvedLanguage ?? 'en');
}
