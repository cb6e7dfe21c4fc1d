import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import { ListStatus } from '../list-status.tsx';
import { useAdminSubscriptionRenewalsQuery } from './subscriptions-admin.endpoints.ts';

const RENEWAL_DAYS = 14;

/** The next two weeks' deliveries that have no order yet, per day, and the day the job makes their orders. */
export function RenewalsCard() {
  const { t } = useTranslation('admin-subscriptions');
  const { day, count } = useConsoleFormat();
  const query = useAdminSubscriptionRenewalsQuery({ days: RENEWAL_DAYS });
  const { data } = query;
  return (
    <ConsoleCard title={t('renewals.heading')} className="subscriptions-card" titleBar>
      <p className="subscriptions-hint">{t('renewals.lead', { days: RENEWAL_DAYS })}</p>
      <ListStatus query={query}>
        {data && (
          <ConsoleTable
            rows={data.days}
            rowKey={(row) => row.date}
            empty={t('renewals.empty')}
            columns={[
              { label: t('renewals.columns.day'), cell: (row) => day(row.date) },
              { label: t('renewals.columns.orderDay'), cell: (row) => day(row.order_date) },
              { label: t('renewals.columns.count'), cell: (row) => count(row.count), number: true },
              { label: t('renewals.columns.units'), cell: (row) => count(row.units), number: true },
            ]}
          />
        )}
      </ListStatus>
    </ConsoleCard>
  );
}
