import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { useCategoriesQuery } from './category.endpoints.ts';
import { isTopActive } from './category-tree.ts';

/**
 * All categories first, then the top categories. A top category is active when it or one
 * of its sub-categories is selected; the active one opens its sub-categories beneath it.
 */
export function CategoryNav({ categoryId }: { categoryId: number | undefined }) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const { data, isLoading } = useCategoriesQuery();
  const categories = data?.categories ?? [];

  if (!isLoading && categories.length === 0)
    return <p className="category-nav__missing">{t('sidebar.categoryNotFound')}</p>;
  const current = (id: number) => (id === categoryId ? 'page' : undefined);
  return (
    <nav className="category-nav" aria-label={t('sidebar.categories')}>
      <ul className="category-nav__list">
        <li>
          <Link
            to={paths.shop()}
            className="category-nav__link"
            aria-current={categoryId === undefined ? 'page' : undefined}
          >
            {t('sidebar.allCategories')}
          </Link>
        </li>
        {categories.map((top) => {
          const active = isTopActive(top, categoryId);
          return (
            <li key={top.id}>
              <Link
                to={paths.shop(top.id)}
                className={active ? 'category-nav__link category-nav__link--active' : 'category-nav__link'}
                aria-current={current(top.id) ?? (active ? 'true' : undefined)}
              >
                {pick(top, 'category_name')}
              </Link>
              {active && top.sub_categories.length > 0 && (
                <ul className="category-nav__subs">
                  {top.sub_categories.map((sub) => (
                    <li key={sub.id}>
                      <Link
                        to={paths.shop(sub.id)}
                        className="category-nav__link category-nav__link--sub"
                        aria-current={current(sub.id)}
                      >
                        {pick(sub, 'category_name')}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
