import { CREDIT_SORT_OPTIONS, type CreditSortOption } from '@shop/contract/points/credit-sort-options';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../shared/ui/sort-select.tsx';
import { CREDIT_KINDS, type CreditKind } from './credit-shop-query.ts';

/** The beans-to-credit / cash-to-credit selector. */
export function CreditKindSwitch({
  kind,
  onChange,
}: {
  kind: CreditKind;
  onChange: (kind: CreditKind) => void;
}) {
  const { t } = useTranslation('points');
  return (
    <fieldset className="credit-kinds">
      <legend className="visually-hidden">{t('kinds.label')}</legend>
      {CREDIT_KINDS.map((option) => (
        <button
          key={option}
          type="button"
          className="credit-kinds__option"
          aria-pressed={kind === option}
          onClick={() => kind !== option && onChange(option)}
        >
          {t(`kinds.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}

interface CreditToolbarProps {
  /** Undefined while the first answer is on its way. */
  count: number | undefined;
  sort: CreditSortOption;
  onSort: (sort: CreditSortOption) => void;
}

/** The record count and the sort dropdown. */
export function CreditToolbar({ count, sort, onSort }: CreditToolbarProps) {
  const { t } = useTranslation('points');
  return (
    <div className="credit-toolbar">
      <p className="credit-toolbar__count" aria-live="polite">
        {count === undefined ? '' : t('toolbar.count', { count })}
      </p>
      <SortSelect
        label={t('toolbar.sortBy')}
        value={sort}
        options={CREDIT_SORT_OPTIONS}
        optionLabel={(option) => t(`sort.${option}`)}
        onChange={onSort}
      />
    </div>
  );
}
