import type { ShopRules } from '@shop/contract/admin/settings-admin.calls';
import { useTranslation } from 'react-i18next';
import { useAdminShopRulesSaveMutation } from '../manage.endpoints.ts';
import { CountsCard } from './counts-card.tsx';

/** Lead time and booking window of checkout's calendar, the subscriptions' cut-off, and how long Beans live. */
export function ShopRulesCard({ rules }: { rules: ShopRules }) {
  const { t } = useTranslation('admin-manage');
  return (
    <CountsCard
      title={t('settings.rules.title')}
      values={rules}
      save={useAdminShopRulesSaveMutation()}
      fields={[
        { key: 'lead_time_days', label: t('settings.rules.lead') },
        { key: 'booking_window_days', label: t('settings.rules.window') },
        {
          key: 'subscription_cutoff_days',
          label: t('settings.rules.cutoff'),
          hint: t('settings.rules.cutoffHint'),
        },
        {
          key: 'beans_expiry_months',
          label: t('settings.rules.expiry'),
          hint: t('settings.rules.expiryHint'),
        },
      ]}
    />
  );
}
