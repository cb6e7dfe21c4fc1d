import { cents, formatHkd } from '@shop/contract/money';
import {
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '@shop/contract/subscriptions/subscription-statuses';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ConsoleSearch } from '../console-search.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { PagedList } from '../paged-list.tsx';
import { PlansCard } from './plans-card.tsx';
import { RenewalsCard } from './renewals-card.tsx';
import { useAdminSubscriptionsQuery } from './subscriptions-admin.endpoints.ts';
import './subscriptions.css';

const PAGE_SIZE = 25;

const BADGE: Record<SubscriptionStatus, string> = { active: 'done', paused: 'waiting', cancelled: 'stopped' };

const isStatus = (value: string | null): value is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly (string | null)[]).includes(value);

/** Upcoming renewals, the plans, and every subscription found by member or coffee and status. */
export function SubscriptionsPage() {
  const { t } = useTranslation('admin-subscriptions');
  const { pick, day, instant } = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const asked = params.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useAdminSubscriptionsQuery({
    keyword,
    ...(status ? { status } : {}),
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const go = (next: { keyword?: string; status?: string; page?: number }) => {
    const merged = { keyword, status: status ?? '', page: 1, ...next };
    setParams({
      ...(merged.keyword ? { keyword: merged.keyword } : {}),
      ...(merged.status ? { status: merged.status } : {}),
      ...(merged.page > 1 ? { page: String(merged.page) } : {}),
    });
  };

  return (
    <div className="subscriptions-page">
      <ConsolePageHead title={t('subscriptions.title')} lead={t('subscriptions.lead')} />
      <RenewalsCard />
      <PlansCard />
      <ConsoleSearch
        keyword={keyword}
        onSearch={(next) => go({ keyword: next })}
        label={t('subscriptions.search')}
        placeholder={t('subscriptions.searchHint')}
        button={t('subscriptions.searchButton')}
        className="subscriptions-search"
      >
        <select
          className="input"
          aria-label={t('subscriptions.status')}
          value={status ?? ''}
          onChange={(event) => go({ status: event.target.value })}
        >
          <option value="">{t('subscriptions.allStatuses')}</option>
          {SUBSCRIPTION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscriptions.statuses.${s}`)}
            </option>
          ))}
        </select>
      </ConsoleSearch>
      <PagedList
        query={query}
        rowsOf={(data) => data.subscriptions}
        emptyText={t('subscriptions.empty')}
        countText={(total) => t('subscriptions.count', { count: total })}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => go({ page: next })}
        framed
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
                  <span className={`status-badge status-badge--${BADGE[row.status]}`}>
                    {t(`subscriptions.statuses.${row.status}`)}
                  </span>
                ),
              },
              { label: t('subscriptions.columns.since'), cell: (row) => instant(row.created_at) },
            ]}
          />
        )}
      </PagedList>
    </div>
  );
}
