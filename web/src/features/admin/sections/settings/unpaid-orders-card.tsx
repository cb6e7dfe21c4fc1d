import type { UnpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { COUNT, DraftFields } from '../console-fields.tsx';
import { useAdminUnpaidOrderRulesSaveMutation } from '../manage.endpoints.ts';

/** How long a transfer or FPS order may wait for its payment, and how much one shopper may hold unpaid. */
export function UnpaidOrdersCard({ rules }: { rules: UnpaidOrderRules }) {
  const { t } = useTranslation('admin-manage');
  const [save, { isLoading, error, reset, data }] = useAdminUnpaidOrderRulesSaveMutation();
  const [draft, setDraft] = useState(() => ({
    payment_deadline_hours: String(rules.payment_deadline_hours),
    max_unpaid_orders: String(rules.max_unpaid_orders),
    max_unpaid_units: String(rules.max_unpaid_units),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    await save({
      payment_deadline_hours: Number(draft.payment_deadline_hours),
      max_unpaid_orders: Number(draft.max_unpaid_orders),
      max_unpaid_units: Number(draft.max_unpaid_units),
    });
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-labelledby="unpaid-heading" noValidate>
      <h2 id="unpaid-heading" className="console-card__title">
        {t('settings.unpaid.title')}
      </h2>
      <p className="console-table__soft">{t('settings.unpaid.lead')}</p>
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => setDraft((d) => ({ ...d, [key]: value }))}
          fields={[
            {
              key: 'payment_deadline_hours',
              label: t('settings.unpaid.deadline'),
              ...COUNT,
              hint: t('settings.unpaid.deadlineHint'),
            },
            {
              key: 'max_unpaid_orders',
              label: t('settings.unpaid.orders'),
              ...COUNT,
              hint: t('settings.unpaid.ordersHint'),
            },
            {
              key: 'max_unpaid_units',
              label: t('settings.unpaid.units'),
              ...COUNT,
              hint: t('settings.unpaid.unitsHint'),
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
