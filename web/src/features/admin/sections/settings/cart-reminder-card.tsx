import type { CartReminderRules } from '@shop/contract/admin/settings-admin.calls';
import { useTranslation } from 'react-i18next';
import { useAdminCartReminderRulesSaveMutation } from '../manage.endpoints.ts';
import { CountsCard } from './counts-card.tsx';

/** How long a member's cart stands untouched before its one reminder email. */
export function CartReminderCard({ rules }: { rules: CartReminderRules }) {
  const { t } = useTranslation('admin-manage');
  return (
    <CountsCard
      title={t('settings.cartReminder.title')}
      lead={t('settings.cartReminder.lead')}
      values={rules}
      save={useAdminCartReminderRulesSaveMutation()}
      fields={[
        {
          key: 'abandoned_cart_hours',
          label: t('settings.cartReminder.hours'),
          hint: t('settings.cartReminder.hoursHint'),
        },
      ]}
    />
  );
}
