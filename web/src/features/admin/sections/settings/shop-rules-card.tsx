import type { ShopRules } from '@shop/contract/admin/settings-admin.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from '../../console-error.ts';
import { TextField } from '../console-fields.tsx';
import { useAdminShopRulesSaveMutation } from '../manage.endpoints.ts';

/** Lead time and booking window of checkout's calendar, and how long Beans live. */
export function ShopRulesCard({ rules }: { rules: ShopRules }) {
  const { t } = useTranslation('admin-manage');
  const [save, { isLoading, error, reset, data }] = useAdminShopRulesSaveMutation();
  const [lead, setLead] = useState(String(rules.lead_time_days));
  const [windowDays, setWindowDays] = useState(String(rules.booking_window_days));
  const [expiry, setExpiry] = useState(String(rules.beans_expiry_months));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    await save({
      lead_time_days: Number(lead),
      booking_window_days: Number(windowDays),
      beans_expiry_months: Number(expiry),
    });
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-labelledby="rules-heading" noValidate>
      <h2 id="rules-heading" className="console-card__title">
        {t('settings.rules.title')}
      </h2>
      <div className="manage-grid">
        <TextField label={t('settings.rules.lead')} type="number" step="1" value={lead} onChange={setLead} />
        <TextField
          label={t('settings.rules.window')}
          type="number"
          step="1"
          value={windowDays}
          onChange={setWindowDays}
        />
        <TextField
          label={t('settings.rules.expiry')}
          type="number"
          step="1"
          value={expiry}
          onChange={setExpiry}
          hint={t('settings.rules.expiryHint')}
        />
      </div>
      <button type="submit" className="button" disabled={isLoading}>
        {t('settings.save')}
      </button>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
      <p className="console-done" role="status">
        {data ? t('settings.saved') : null}
      </p>
    </form>
  );
}
