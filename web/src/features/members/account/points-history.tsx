import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import type { PointTransaction } from '@shop/contract/points/points.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { formatChange, formatDate, formatNumber } from './format.ts';
import { type PagedListProps, PagedListState } from './list-state.tsx';

/** The history shows 10 rows a page, as the transfer refetch does. */
export const HISTORY_PAGE_SIZE = 10;

type PointsHistoryProps = PagedListProps<{ point_transactions: PointTransaction[] }>;

/** Every change to Beans and credit, newest first, as a table that becomes cards on a phone. */
export function PointsHistory(paged: PointsHistoryProps) {
  const { query } = paged;
  const { t, i18n } = useTranslation('account');
  const localised = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  const rows = query.data?.point_transactions ?? [];
  const typeName = (id: number) => t(id === POINT_TYPE_IDS.credit ? 'points.credit' : 'points.beans');
  const columns = {
    date: t('history.date'),
    what: t('history.description'),
    type: t('history.type'),
    change: t('history.change'),
    balance: t('history.balance'),
  };

  return (
    <PagedListState {...paged} pageSize={HISTORY_PAGE_SIZE} words="history" shown={rows} rows={5}>
      <table className="account-table" aria-busy={query.isFetching}>
        <caption className="visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={columns.date}>{formatDate(row.created_at, language)}</td>
              <td data-label={columns.what}>{localised(row, 'description')}</td>
              <td data-label={columns.type}>{typeName(row.point_type_id)}</td>
              <td data-label={columns.change} className={row.amount < 0 ? 'is-spent' : 'is-earned'}>
                {formatChange(row.amount)}
              </td>
              <td data-label={columns.balance}>{formatNumber(row.balance_after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PagedListState>
  );
}
