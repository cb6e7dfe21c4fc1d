import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../shared/ui/icons.tsx';
import { AttributeFilters, type Facets } from './attribute-filters.tsx';
import { CategoryNav } from './category-nav.tsx';
import type { ListingFilters, ListingParam } from './listing-query.ts';
import { ShopSearch } from './shop-search.tsx';
import './shop-sidebar.css';

interface ShopSidebarProps {
  heading: string;
  categoryId: number | undefined;
  facets: Facets | undefined;
  filters: ListingFilters;
  onFilter: (param: ListingParam, value: string) => void;
}

/**
 * The shop's sidebar: the heading (the page's h1), the search box, the categories and the coffee
 * filters. On a phone the categories and filters fold behind one button so the products come first.
 */
export function ShopSidebar({ heading, categoryId, facets, filters, onFilter }: ShopSidebarProps) {
  const { t } = useTranslation('catalog');
  const panelId = useId();
  const { pathname } = useLocation();
  const [open, setOpen] = useState({ at: pathname, open: false });
  // A new category folds the panel again: the shopper has just used it.
  const expanded = open.at === pathname && open.open;

  return (
    <div className="sidebar">
      <h1 className="sidebar__title">{heading}</h1>
      <ShopSearch
        block="sidebar-search"
        keyword={filters.keyword}
        categoryId={categoryId}
        texts={{
          label: t(categoryId ? 'sidebar.searchCategory' : 'sidebar.searchAll'),
          placeholder: t('sidebar.searchPlaceholder'),
          submit: t('sidebar.search'),
        }}
      />
      <button
        type="button"
        className="button button--ghost sidebar__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setOpen({ at: pathname, open: !expanded })}
      >
        <Icon name="filter" />
        {t('sidebar.toggle')}
      </button>
      <div id={panelId} className={expanded ? 'sidebar__panel sidebar__panel--open' : 'sidebar__panel'}>
        <h2 className="sidebar__heading">{t('sidebar.categories')}</h2>
        <CategoryNav categoryId={categoryId} />
        <AttributeFilters facets={facets} filters={filters} onFilter={onFilter} />
      </div>
    </div>
  );
}
