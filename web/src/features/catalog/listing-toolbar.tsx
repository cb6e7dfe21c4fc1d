import { SORT_OPTIONS, type SortOption } from '@shop/contract/catalog/product-options';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { SortSelect } from '../../shared/ui/sort-select.tsx';
import { ToggleButtons } from '../../shared/ui/toggle-buttons.tsx';
import { layoutChosen } from './product.slice.ts';
import './listing.css';

const VIEWS = ['grid', 'list'] as const;

interface ListingToolbarProps {
  /** The results line, e.g. "Showing 1–12 of 40"; empty while loading. */
  summary: string;
  sort: SortOption;
  onSort: (sort: SortOption) => void;
}

/** The results count, grid or list, and the sort order. The view is kept in the product slice. */
export function ListingToolbar({ summary, sort, onSort }: ListingToolbarProps) {
  const { t } = useTranslation('catalog');
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => state.product.layout);

  return (
    <div className="listing-toolbar">
      <p className="listing-toolbar__summary soft-text" aria-live="polite">
        {summary}
      </p>
      <ToggleButtons
        legend={t('toolbar.view')}
        options={VIEWS}
        value={view}
        onChange={(option) => dispatch(layoutChosen(option))}
        className="listing-toolbar__views"
        optionClassName="icon-button listing-toolbar__view"
        show={(option) => ({ text: <Icon name={option} />, label: t(`toolbar.${option}`) })}
      />
      <SortSelect
        className="listing-toolbar__sort"
        label={t('toolbar.sortBy')}
        value={sort}
        options={SORT_OPTIONS}
        optionLabel={(option) => t(`sort.${option}`)}
        onChange={onSort}
      />
    </div>
  );
}
