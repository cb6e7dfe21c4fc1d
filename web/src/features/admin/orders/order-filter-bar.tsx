import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@shop/contract/admin/admin-orders.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '../../../shared/lookups/lookups-state.ts';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleSearch } from '../console-search.tsx';
import type { OrderFilters } from './order-filters.ts';

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}

/** Choices apply at once; the search box applies on Enter or its button, not on every key. */
export function OrderFilterBar({ filters, onChange }: OrderFilterBarProps) {
  const { t } = useTranslation('admin');
  const { pick } = useConsoleFormat();
  const stores = useLookups().pickup_stores;
  const id = useId();
  // On a phone the choices fold away behind one button; a desk shows them all.
  const [open, setOpen] = useState(false);
  const chosen = (
    ['status', 'payment_status', 'delivery_method', 'pickup_store_id', 'date_from', 'date_to'] as const
  ).filter((key) => filters[key] !== '').length;
  const set = (key: keyof OrderFilters, value: string) => onChange({ ...filters, [key]: value, page: 1 });
  const select = (key: keyof OrderFilters, options: readonly { value: string; label: string }[]) => (
    <label className="console-field" htmlFor={`${id}-${key}`}>
      <span className="console-field__label">{t(`orders.filters.${key}` as 'orders.filters.status')}</span>
      <select
        id={`${id}-${key}`}
        className="input"
        value={String(filters[key])}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{t('orders.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="order-filters">
      <ConsoleSearch
        keyword={filters.keyword}
        onSearch={(keyword) => set('keyword', keyword)}
        label={t('orders.filters.keyword')}
        placeholder={t('orders.filters.keywordHint')}
        button={t('orders.filters.search')}
      />
      <button
        type="button"
        className="button button--ghost order-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-grid`}
        onClick={() => setOpen(!open)}
      >
        {t('orders.filters.toggle', { count: chosen })}
      </button>
      <div id={`${id}-grid`} className="order-filters__grid" data-open={open || undefined}>
        {select(
          'status',
          ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) })),
        )}
        {select(
          'payment_status',
          ORDER_PAYMENT_STATUSES.map((value) => ({ value, label: t(`orders.payment.${value}`) })),
        )}
        {select(
          'delivery_method',
          (['pickup', 'delivery'] as const).map((value) => ({ value, label: t(`orders.method.${value}`) })),
        )}
        {select(
          'pickup_store_id',
          stores.map((store) => ({ value: String(store.id), label: pick(store, 'name') })),
        )}
        <label className="console-field" htmlFor={`${id}-date_kind`}>
          <span className="console-field__label">{t('orders.filters.date_kind')}</span>
          <select
            id={`${id}-date_kind`}
            className="input"
            value={filters.date_kind || 'placed'}
            onChange={(event) => set('date_kind', event.target.value)}
          >
            <option value="placed">{t('orders.filters.placedOn')}</option>
            <option value="fulfilment">{t('orders.filters.fulfilledOn')}</option>
          </select>
        </label>
        <label className="console-field" htmlFor={`${id}-from`}>
          <span className="console-field__label">{t('orders.filters.date_from')}</span>
          <input
            id={`${id}-from`}
            className="input"
            type="date"
            value={filters.date_from}
            max={filters.date_to || undefined}
            onChange={(event) => set('date_from', event.target.value)}
          />
        </label>
        <label className="console-field" htmlFor={`${id}-to`}>
          <span className="console-field__label">{t('orders.filters.date_to')}</span>
          <input
            id={`${id}-to`}
            className="input"
            type="date"
            value={filters.date_to}
            min={filters.date_from || undefined}
            onChange={(event) => set('date_to', event.target.value)}
          />
        </label>
      </div>
    </div>
  );
}
