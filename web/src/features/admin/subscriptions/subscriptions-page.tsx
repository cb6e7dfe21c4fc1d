import { cents, formatHkd } from '@shop/contract/money';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@shop/contract/subscriptions/subscription-statuses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ConsoleTable } from '../console-table.tsx';
import { SearchedList } from '../searched-list.tsx';
import { useListAddress } from '../use-list-address.ts';
import { PlansCard } from './plans-card.tsx';
import { RenewalsCard } from './renewals-card.tsx';
import { useAdminSubscriptionsQuery } from './subscriptions-admin.endpoints.ts';
import './subscriptions.css';
import { type BadgeTone, ConsoleBadge } from '../console-badge.tsx';

const BADGE: Record<SubscriptionStatus, BadgeTone> = {
  active: 'done',
  paused: 'waiting',
  cancelled: 'stopped',
};

/** Upcoming renewals, the plans, and every subscription found by member or coffee and status. */
export function SubscriptionsPage() {
  const { t } = useTranslation('admin-subscriptions');
  const { pick, day, instant } = useConsoleFormat();
  const address = useListAddress({ key: 'status', values: SUBSCRIPTION_STATUSES, fallback: '' });
  const { keyword, choice: status, rows } = address;
  const query = useAdminSubscriptionsQuery({ keyword, ...(status ? { status } : {}), ...rows });

  return (
    <div className="console-stack">
      <ConsolePageHead title={t('subscriptions.title')} lead={t('subscriptions.lead')} />
      <RenewalsCard />
      <PlansCard />
      <SearchedList
        address={address}
        query={query}
        rowsOf={(data) => data.subscriptions}
        words={{
          search: t('subscriptions.search'),
          searchHint: t('subscriptions.searchHint'),
          button: t('subscriptions.searchButton'),
          empty: t('subscriptions.empty'),
          count: (total) => t('subscriptions.count', { count: total }),
        }}
        choice={{
          label: t('subscriptions.status'),
          options: [
            { value: '', label: t('subscriptions.allStatuses') },
            ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: t(`subscriptions.statuses.${s}`) })),
          ],
        }}
        searchClassName="subscriptions-search"
      >
        {(data) => (
          <ConsoleTable
            rows={data.subscriptions}
            rowKey={(row) => row.subscription_id}
            columns={[
              {
                label: t('subscriptions.columns.member'),
                cell: (row) => (
                  <>
                    <Link className="console-table__key" to={adminPaths.member(row.member_id)}>
                      {row.member_name || row.member_email || `#${row.member_id}`}
                    </Link>
                    {row.member_name && row.member_email && (
                      <span className="console-table__soft"> {row.member_email}</span>
                    )}
                  </>
                ),
              },
              {
                label: t('subscriptions.columns.coffee'),
                cell: (row) => (
                  <>
                    {pick(row, 'product_name')} <span className="console-table__soft">{row.sku}</span>
                  </>
                ),
              },
              { label: t('subscriptions.columns.bags'), cell: (row) => row.quantity, number: true },
              {
                label: t('subscriptions.columns.every'),
                cell: (row) => t('subscriptions.weeks', { count: row.frequency_weeks }),
              },
              {
                label: t('subscriptions.columns.next'),
                cell: (row) => (row.next_date ? day(row.next_date) : t('subscriptions.none')),
              },
              {
                label: t('subscriptions.columns.price'),
                cell: (row) => formatHkd(cents(row.unit_price_cents)),
                number: true,
              },
              {
                label: t('subscriptions.columns.status'),
                cell: (row) => (
                  <ConsoleBadge tone={BADGE[row.status]}>
                    {t(`subscriptions.statuses.${row.status}`)}
                  </ConsoleBadge>
                ),
              },
              { label: t('subscriptions.columns.since'), cell: (row) => instant(row.created_at) },
            ]}
          />
        )}
      </SearchedList>
    </div>
  );
}
