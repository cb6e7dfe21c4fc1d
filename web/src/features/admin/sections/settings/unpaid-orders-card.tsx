import type { UnpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import { useTranslation } from 'react-i18next';
import { useAdminUnpaidOrderRulesSaveMutation } from '../manage.endpoints.ts';
import { CountsCard } from './counts-card.tsx';

/** How long a transfer or FPS order may wait for its payment, and how much one shopper may hold unpaid. */
export function UnpaidOrdersCard({ rules }: { rules: UnpaidOrderRules }) {
  const { t } = useTranslation('admin-manage');
  return (
    <CountsCard
      title={t('settings.unpaid.title')}
      lead={t('settings.unpaid.lead')}
      values={rules}
      save={useAdminUnpaidOrderRulesSaveMutation()}
      fields={[
        {
          key: 'payment_deadline_hours',
          label: t('settings.unpaid.deadline'),
          hint: t('settings.unpaid.deadlineHint'),
        },
        {
          key: 'max_unpaid_orders',
          label: t('settings.unpaid.orders'),
          hint: t('settings.unpaid.ordersHint'),
        },
        { key: 'max_unpaid_units', label: t('settings.unpaid.units'), hint: t('settings.unpaid.unitsHint') },
      ]}
    />
  );
}
