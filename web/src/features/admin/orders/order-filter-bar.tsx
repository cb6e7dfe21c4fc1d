import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@shop/contract/admin/admin-orders.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleSearch } from '../console-search.tsx';
import { SelectField, TextField } from '../sections/console-fields.tsx';
import type { OrderFilters } from './order-filters.ts';

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}

/** Choices apply at once; the search box applies on Enter or its button, not on every key. */
export function OrderFilterBar({ filters, onChange }: OrderFilterBarProps) {
  const { t } = useTranslation('admin');
  const { pick } = useConsoleFormat();
  const stores = useLookup('pickup_stores');
  const id = useId();
  // On a phone the choices fold away behind one button; a desk shows them all.
  const [open, setOpen] = useState(false);
  const chosen = (
    ['status', 'payment_status', 'delivery_method', 'pickup_store_id', 'date_from', 'date_to'] as const
  ).filter((key) => filters[key] !== '').length;
  const set = (key: keyof OrderFilters, value: string) => onChange({ ...filters, [key]: value, page: 1 });
  const select = (
    key: 'status' | 'payment_status' | 'delivery_method' | 'pickup_store_id',
    options: readonly { value: string; label: string }[],
  ) => (
    <SelectField
      label={t(`orders.filters.${key}`)}
      value={filters[key]}
      options={[{ value: '', label: t('orders.filters.any') }, ...options]}
      onChange={(value) => set(key, value)}
    />
  );
  // Each end of the range keeps the other in view, so the browser's picker offers no empty range.
  const day = (key: 'date_from' | 'date_to', bound: { min?: string; max?: string }) => (
    <TextField
      label={t(`orders.filters.${key}`)}
      type="date"
      value={filters[key]}
      {...bound}
      onChange={(value) => set(key, value)}
    />
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
        <SelectField
          label={t('orders.filters.date_kind')}
          value={filters.date_kind || 'placed'}
          options={[
            { value: 'placed', label: t('orders.filters.placedOn') },
            { value: 'fulfilment', label: t('orders.filters.fulfilledOn') },
          ]}
          onChange={(value) => set('date_kind', value)}
        />
        {day('date_from', { max: filters.date_to || undefined })}
        {day('date_to', { min: filters.date_from || undefined })}
      </div>
    </div>
  );
}
