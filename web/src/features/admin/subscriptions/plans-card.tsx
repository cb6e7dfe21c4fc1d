import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleBadge } from '../console-badge.tsx';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import { ListStatus } from '../list-status.tsx';
import { managePaths } from '../sections/manage-paths.ts';
import { useAdminSubscriptionPlansQuery } from './subscriptions-admin.endpoints.ts';

/** Every product open to subscriptions, or once open, with its plan and how many subscribe. */
export function PlansCard() {
  const { t } = useTranslation('admin-subscriptions');
  const { pick, count } = useConsoleFormat();
  const query = useAdminSubscriptionPlansQuery();
  const { data } = query;
  return (
    <ConsoleCard title={t('plans.heading')} className="subscriptions-card" titleBar>
      <p className="subscriptions-hint">{t('plans.lead')}</p>
      <ListStatus query={query}>
        {data && (
          <ConsoleTable
            rows={data.plans}
            rowKey={(plan) => plan.product_id}
            empty={t('plans.empty')}
            columns={[
              {
                label: t('plans.columns.coffee'),
                cell: (plan) => (
                  <Link className="console-table__key" to={managePaths.product(plan.product_id)}>
                    {pick(plan, 'product_name')}
                  </Link>
                ),
              },
              { label: t('plans.columns.every'), cell: (plan) => plan.frequencies_weeks.join(', ') },
              {
                label: t('plans.columns.discount'),
                cell: (plan) => `${plan.discount_percent}%`,
                number: true,
              },
              {
                label: t('plans.columns.offered'),
                cell: (plan) => (
                  <ConsoleBadge tone={plan.active ? 'done' : 'stopped'}>
                    {plan.active ? t('plans.offered') : t('plans.notOffered')}
                  </ConsoleBadge>
                ),
              },
              {
                label: t('plans.columns.subscribers'),
                cell: (plan) => count(plan.subscribers),
                number: true,
              },
            ]}
          />
        )}
      </ListStatus>
    </ConsoleCard>
  );
}
