import type { CallOutput } from '@shop/contract/calls';
import type { productGet } from '@shop/contract/catalog/product.calls';
import { ROAST_LEVELS } from '@shop/contract/catalog/product-options';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import type { ListingFilters, ListingParam } from './listing-query.ts';

export type Facets = CallOutput<typeof productGet>['facets'];
type Facet = Facets['process'][number];

interface AttributeFiltersProps {
  facets: Facets | undefined;
  filters: ListingFilters;
  onFilter: (param: ListingParam, value: string) => void;
}

/**
 * Filters by the coffee's attributes, built from product_get's facets, so only values that the
 * current category, keyword and other filters can match are offered, each with its count. Origins
 * (countries) and processes are long lists and go in selects, and a chosen country with regions
 * offers them in a second select; the five roast levels fit as buttons.
 */
export function AttributeFilters({ facets, filters, onFilter }: AttributeFiltersProps) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const id = useId();
  if (!facets) return null;
  const roasts = ROAST_LEVELS.flatMap((level) => facets.roast_level.filter((f) => f.value === level));
  if (facets.origin.length + facets.process.length + roasts.length === 0) return null;

  const regions = facets.origin.find((f) => f.value === filters.origin)?.regions ?? [];

  const select = (param: 'origin' | 'region' | 'process', list: Facet[], current: string) => (
    <div className="attribute-filters__field">
      <label htmlFor={`${id}-${param}`} className="attribute-filters__label">
        {t(`coffee.${param}`)}
      </label>
      <select
        id={`${id}-${param}`}
        className="input attribute-filters__select"
        value={current}
        onChange={(event) => onFilter(param, event.target.value)}
      >
        <option value="">{t(`filters.all.${param}`)}</option>
        {list.map((facet) => (
          <option key={facet.value} value={facet.value}>
            {t('filters.option', { label: pick(facet, 'label'), count: facet.count })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <TitledSection
      className="attribute-filters"
      titleClassName="sidebar__heading"
      title={t('filters.heading')}
    >
      {roasts.length > 0 && (
        <fieldset className="attribute-filters__field">
          <legend className="attribute-filters__label">{t('coffee.roastLevel')}</legend>
          <div className="attribute-filters__chips">
            {roasts.map((facet) => {
              const on = filters.roastLevel === facet.value;
              return (
                <button
                  key={facet.value}
                  type="button"
                  className="chip filter-chip"
                  aria-pressed={on}
                  onClick={() => onFilter('roast', on ? '' : facet.value)}
                >
                  {t(`roast.${facet.value as (typeof ROAST_LEVELS)[number]}`)}
                  <span className="filter-chip__count">{facet.count}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      {facets.origin.length > 0 && select('origin', facets.origin, filters.origin)}
      {regions.length > 0 && select('region', regions, filters.region)}
      {facets.process.length > 0 && select('process', facets.process, filters.process)}
    </TitledSection>
  );
}
