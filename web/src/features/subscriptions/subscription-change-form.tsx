import { bookableRange } from '@shop/contract/orders/booking-days';
import { hongKongNow } from '@shop/contract/shop-calendar';
import type { Subscription, SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { useLookups } from '../../shared/lookups/lookups-state.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { refusalOf } from './refusal.ts';
import { type ChangeDraft, changeRequest, draftOf } from './subscription-change.ts';
import { useSubscriptionParts } from './subscription-parts.tsx';
import { useSubscriptionPlansQuery, useSubscriptionUpdateMutation } from './subscriptions.endpoints.ts';
import { FrequencyChoice, IdSelect, QuantityChoice } from './what-choices.tsx';

interface ChangeFormProps {
  subscription: Subscription;
  onDone: (changed: boolean) => void;
}

/**
 * Changing the coffee, its size and grind, the bags, how often and the next delivery. Only what
 * differs is sent; deliveries whose order is already made stay as they are.
 */
export function SubscriptionChangeForm({ subscription, onDone }: ChangeFormProps) {
  const { t } = useTranslation('subscriptions');
  const parts = useSubscriptionParts();
  const app = useLookups();
  const { data: plans = [] } = useSubscriptionPlansQuery();
  const [draft, setDraft] = useState<ChangeDraft>(() => draftOf(subscription));
  const [refusal, setRefusal] = useState('');
  const [update, { isLoading }] = useSubscriptionUpdateMutation();
  const product = parts.useProduct(draft.productId);
  const plan = plans.find((p) => p.product_id === draft.productId);
  const now = hongKongNow(new Date());
  const range = bookableRange(now.day, app.booking);
  const blackout = new Set(
    subscription.delivery_method === 'pickup' ? app.pickup_blackout_dates : app.delivery_blackout_dates,
  );
  const edit = (patch: Partial<ChangeDraft>) => {
    setDraft((before) => ({ ...before, ...patch }));
    setRefusal('');
  };

  const chooseCoffee = (productId: number) => {
    const weeks = plans.find((p) => p.product_id === productId)?.frequencies_weeks ?? [];
    // A new coffee starts from its first size; a frequency its plan lacks becomes its first one.
    edit({
      productId,
      variantId: null,
      frequencyWeeks: weeks.includes(draft.frequencyWeeks) ? draft.frequencyWeeks : (weeks[0] ?? 1),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const variantId = draft.variantId ?? product?.variants[0]?.id ?? null;
    const body = changeRequest(subscription, { ...draft, variantId });
    if (!body) {
      onDone(false);
      return;
    }
    try {
      await update(body).unwrap();
      onDone(true);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <form className="subscription-change" noValidate onSubmit={submit} aria-label={t('change.title')}>
      <p className="subscribe-form__note soft-text">{t('change.lead')}</p>
      <CoffeeChoice plans={plans} value={draft.productId} onChange={chooseCoffee} />
      {product && (
        <parts.VariantPicker
          variants={product.variants}
          value={draft.variantId ?? product.variants[0]?.id ?? null}
          onChange={(variantId) => edit({ variantId })}
        />
      )}
      <QuantityChoice value={draft.quantity} onChange={(quantity) => edit({ quantity })} />
      <FrequencyChoice
        weeks={plan?.frequencies_weeks ?? [draft.frequencyWeeks]}
        value={draft.frequencyWeeks}
        onChange={(frequencyWeeks) => edit({ frequencyWeeks })}
      />
      <parts.DayPicker
        value={draft.nextDate}
        today={now.day}
        earliest={range.earliest}
        latest={range.latest}
        blackout={blackout}
        onChange={(nextDate) => edit({ nextDate })}
      />
      <div role="alert">{refusal && <p className="field-error">{refusal}</p>}</div>
      <div className="subscription-card__actions">
        <SubmitButton busy={isLoading} busyLabel={t('change.saving')}>
          {t('change.save')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={() => onDone(false)}>
          {t('change.close')}
        </button>
      </div>
    </form>
  );
}

/** The coffees open to subscriptions, by name. */
function CoffeeChoice({
  plans,
  ...choice
}: {
  plans: SubscriptionPlan[];
  value: number;
  onChange: (productId: number) => void;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <IdSelect
      label={t('change.coffee')}
      value={choice.value}
      onChange={(id) => id !== null && choice.onChange(id)}
    >
      {/* The subscription's own coffee stays listed even if its plan has since closed. */}
      {!plans.some((p) => p.product_id === choice.value) && <CoffeeOption productId={choice.value} />}
      {plans.map((plan) => (
        <CoffeeOption key={plan.product_id} productId={plan.product_id} />
      ))}
    </IdSelect>
  );
}

function CoffeeOption({ productId }: { productId: number }) {
  const pick = useLocalised();
  const product = useSubscriptionParts().useProduct(productId);
  return <option value={productId}>{product ? pick(product, 'product_name') : '…'}</option>;
}
