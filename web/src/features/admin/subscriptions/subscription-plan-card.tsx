import { MAX_FREQUENCY_WEEKS } from '@shop/contract/subscriptions/subscription-statuses';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../console-card.tsx';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { CheckField, COUNT, TextField } from '../sections/console-fields.tsx';
import {
  useAdminSubscriptionPlanSaveMutation,
  useAdminSubscriptionPlansQuery,
} from './subscriptions-admin.endpoints.ts';
import './subscriptions.css';

const WEEKS = Array.from({ length: MAX_FREQUENCY_WEEKS }, (_, i) => i + 1);
/** What a product not open to subscriptions starts from: the roaster's usual every 1, 2 or 4 weeks. */
const FIRST_PLAN = { frequencies_weeks: [1, 2, 4], discount_percent: 10, active: true };

/** A product's subscription plan on its editor: the frequencies offered, the discount, offered or not. */
export function SubscriptionPlanCard({ productId }: { productId: number }) {
  const { t } = useTranslation('admin-subscriptions');
  const { data } = useAdminSubscriptionPlansQuery();
  const plan = data?.plans.find((p) => p.product_id === productId);
  return (
    <ConsoleCard title={t('plan.heading')} className="console-stack plan-card" titleBar>
      <p className="subscriptions-hint">
        {plan ? t('plan.subscribers', { count: plan.subscribers }) : t('plan.none')}
      </p>
      {data && <PlanForm key={JSON.stringify(plan)} productId={productId} saved={plan ?? FIRST_PLAN} />}
    </ConsoleCard>
  );
}

function PlanForm({ productId, saved }: { productId: number; saved: typeof FIRST_PLAN }) {
  const { t } = useTranslation('admin-subscriptions');
  const [save, { isLoading, error, reset }] = useAdminSubscriptionPlanSaveMutation();
  const [weeks, setWeeks] = useState(saved.frequencies_weeks);
  const [discount, setDiscount] = useState(String(saved.discount_percent));
  const [active, setActive] = useState(saved.active);
  const [done, setDone] = useState<string | null>(null);

  const toggle = (week: number, on: boolean) =>
    setWeeks((current) =>
      on ? [...current, week].sort((a, b) => a - b) : current.filter((w) => w !== week),
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    setDone(null);
    const result = await save({
      product_id: productId,
      frequencies_weeks: weeks,
      discount_percent: Number(discount),
      active,
    });
    if (!result.error) setDone(t('plan.saved'));
  };

  return (
    <form className="console-stack" onSubmit={submit} aria-label={t('plan.heading')}>
      <fieldset className="plan-weeks">
        <legend className="console-field__label">{t('plan.frequencies')}</legend>
        {WEEKS.map((week) => (
          <CheckField
            key={week}
            label={week === 1 ? t('plan.everyWeek') : t('plan.weeks', { count: week })}
            checked={weeks.includes(week)}
            onChange={(on) => toggle(week, on)}
          />
        ))}
      </fieldset>
      {weeks.length === 0 && <p className="subscriptions-hint">{t('plan.pickOne')}</p>}
      <div className="plan-discount">
        <TextField
          label={t('plan.discount')}
          {...COUNT}
          value={discount}
          onChange={setDiscount}
          hint={t('plan.discountHint')}
        />
      </div>
      <CheckField label={t('plan.active')} checked={active} onChange={setActive} />
      <div className="console-row">
        <button type="submit" className="button" disabled={isLoading || weeks.length === 0}>
          {t('plan.save')}
        </button>
      </div>
      <ConsoleOutcome error={error} done={done} />
    </form>
  );
}
