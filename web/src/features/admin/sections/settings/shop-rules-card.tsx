import type { ShopRules } from '@shop/contract/admin/settings-admin.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { COUNT, DraftFields } from '../console-fields.tsx';
import { useAdminShopRulesSaveMutation } from '../manage.endpoints.ts';

/** Lead time and booking window of checkout's calendar, and how long Beans live. */
export function ShopRulesCard({ rules }: { rules: ShopRules }) {
  const { t } = useTranslation('admin-manage');
  const [save, { isLoading, error, reset, data }] = useAdminShopRulesSaveMutation();
  const [draft, setDraft] = useState(() => ({
    lead_time_days: String(rules.lead_time_days),
    booking_window_days: String(rules.booking_window_days),
    beans_expiry_months: String(rules.beans_expiry_months),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    await save({
      lead_time_days: Number(draft.lead_time_days),
      booking_window_days: Number(draft.booking_window_days),
      beans_expiry_months: Number(draft.beans_expiry_months),
    });
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-labelledby="rules-heading" noValidate>
      <h2 id="rules-heading" className="console-card__title">
        {t('settings.rules.title')}
      </h2>
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          fields={[
            { key: 'lead_time_days', label: t('settings.rules.lead'), ...COUNT },
            { key: 'booking_window_days', label: t('settings.rules.window'), ...COUNT },
            {
              key: 'beans_expiry_months',
              label: t('settings.rules.expiry'),
              ...COUNT,
              hint: t('settings.rules.expiryHint'),
            },
          ]}
        />
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        {t('settings.save')}
      </button>
      <ConsoleOutcome error={error} done={data ? t('settings.saved') : null} />
    </form>
  );
}
