import { CREDIT_SORT_OPTIONS, type CreditSortOption } from '@shop/contract/points/credit-sort-options';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../shared/ui/sort-select.tsx';
import { ToggleButtons } from '../../shared/ui/toggle-buttons.tsx';
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
    <ToggleButtons
      legend={t('kinds.label')}
      options={CREDIT_KINDS}
      value={kind}
      onChange={onChange}
      className="credit-kinds"
      optionClassName="credit-kinds__option"
      show={(option) => ({ text: t(`kinds.${option}`) })}
    />
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
    <div className="credit-toolbar spread-row">
      <p className="credit-toolbar__count soft-text" aria-live="polite">
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
