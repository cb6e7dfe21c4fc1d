import { useTranslation } from 'react-i18next';
import { useCategories } from '../../features/catalog/category.endpoints.ts';
import { categoryGroups } from './nav-tree.ts';

/** The shop menu's category groups in the shopper language, for the desktop menu and the drawer. */
export function useCategoryGroups() {
  const { i18n } = useTranslation();
  const categories = useCategories();
  return categoryGroups(categories, i18n.resolvedLanguage ?? 'en');
}
