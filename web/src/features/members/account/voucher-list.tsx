import type { Voucher } from '@shop/contract/orders/orders.calls';
import { VOUCHER_STATUSES, type VoucherStatus } from '@shop/contract/orders/voucher-statuses';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { SegmentedChoice } from '../segmented-choice.tsx';
import { formatDate } from './format.ts';
import { type ListQuery, ListState } from './list-state.tsx';

interface VoucherListProps {
  query: ListQuery<{ vouchers: Voucher[] }>;
  status: VoucherStatus;
  onStatus: (status: VoucherStatus) => void;
  money: (amount: number) => string;
}

/** The member's vouchers with the status filter (all, active, used, expired). */
export function VoucherList({ query, status, onStatus, money }: VoucherListProps) {
  const { t, i18n } = useTranslation('account');
  const localised = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  const vouchers = query.data?.vouchers ?? [];

  const worth = (voucher: Voucher) =>
    voucher.kind === 'percent'
      ? t('vouchers.percent', { value: voucher.value })
      : voucher.kind === 'fixed'
        ? t('vouchers.fixed', { amount: money(voucher.value) })
        : t('vouchers.freeShipping');

  return (
    <>
      <SegmentedChoice
        wrap
        legend={t('vouchers.filter')}
        options={VOUCHER_STATUSES}
        value={status}
        onChange={onStatus}
        optionText={(name) => t(`vouchers.status.${name}`)}
      />
      <ListState
        query={{ ...query, isLoading: query.isLoading || (query.isFetching && !query.data) }}
        empty={vouchers.length === 0}
        emptyText={t('vouchers.empty')}
      >
        <ul className="voucher-grid" aria-busy={query.isFetching}>
          {vouchers.map((voucher) => (
            <li key={voucher.id} className={`voucher voucher--${voucher.status}`}>
              <div className="voucher__worth">{worth(voucher)}</div>
              <div className="voucher__body">
                <p className="voucher__code">
                  <span className="visually-hidden">{t('vouchers.code')} </span>
                  {voucher.code}
                </p>
                <p className="voucher__text">{localised(voucher, 'description')}</p>
                <ul className="voucher__terms">
                  {voucher.min_subtotal > 0 && (
                    <li>{t('vouchers.minSpend', { amount: money(voucher.min_subtotal) })}</li>
                  )}
                  {voucher.ends_at && (
                    <li>{t('vouchers.until', { date: formatDate(voucher.ends_at, language) })}</li>
                  )}
                  {voucher.uses_left !== null && voucher.status === 'active' && (
                    <li>{t('vouchers.usesLeft', { count: voucher.uses_left })}</li>
                  )}
                </ul>
              </div>
              <span className={`status-pill status-pill--${voucher.status}`}>
                {t(`vouchers.status.${voucher.status}`)}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </>
  );
}
