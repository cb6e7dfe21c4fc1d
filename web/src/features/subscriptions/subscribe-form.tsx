import type { Product } from '@shop/contract/catalog/product.calls';
import { bookableRange, dayStatus } from '@shop/contract/orders/booking-days';
import { hongKongNow } from '@shop/contract/shop-calendar';
import type { Subscription, SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '../../shared/lookups/lookups-state.ts';
import { SubmitButton } from '../../shared/ui/busy-button.tsx';
import { AddressChoice } from './address-choice.tsx';
import { refusalOf } from './refusal.ts';
import {
  type SubscribeChoice,
  type SubscribeProblems,
  subscribeProblems,
  subscribeRequest,
} from './subscribe-request.ts';
import { followingDates } from './subscription-facts.ts';
import { type DeliveryMethod, useSubscriptionParts } from './subscription-parts.tsx';
import { SubscriptionPrice } from './subscription-price.tsx';
import { useSubscriptionCreateMutation } from './subscriptions.endpoints.ts';
import { FrequencyChoice, QuantityChoice } from './what-choices.tsx';

interface SubscribeFormProps {
  product: Product;
  plan: SubscriptionPlan;
  onSubscribed: (subscription: Subscription) => void;
}

const newKey = () => `sub-${crypto.randomUUID()}`;

/**
 * Subscribing to one coffee: what (size and grind, bags, how often), where and when the first
 * delivery is (checkout's own pickers, so the same days and slots are open), and how each
 * delivery is paid. The price shown is the one locked on the subscription.
 */
export function SubscribeForm({ product, plan, onSubscribed }: SubscribeFormProps) {
  const { t } = useTranslation('subscriptions');
  const parts = useSubscriptionParts();
  const app = useLookups();
  const book = parts.useAddressBook();
  const [choice, setChoice] = useState<SubscribeChoice>(() => ({
    variantId: (product.variants.find((v) => v.inventory > 0) ?? product.variants[0])?.id ?? null,
    quantity: 1,
    frequencyWeeks: plan.frequencies_weeks[0] ?? 1,
    method: 'pickup',
    pickupStoreId: null,
    addressId: null,
    date: '',
    timeslotId: null,
    paymentMethod: parts.paymentMethodsFor('pickup')[0] ?? 'bank_transfer',
    useCredit: true,
  }));
  const [shown, setShown] = useState<SubscribeProblems>({});
  const [refusal, setRefusal] = useState('');
  const [key, setKey] = useState(newKey);
  const [create, { isLoading }] = useSubscriptionCreateMutation();
  const form = useRef<HTMLFormElement>(null);

  // The address book's default is the delivery address until the member picks another.
  const addressId =
    choice.addressId ?? (book.addresses.find((a) => a.is_default === 1) ?? book.addresses[0])?.id ?? null;
  const current = { ...choice, addressId };
  const where = { addresses: book.addresses, deliveryCountries: app.delivery_countries };
  const now = hongKongNow(new Date());
  const range = bookableRange(now.day, app.booking);
  const blackoutOf = (method: DeliveryMethod) =>
    new Set(method === 'pickup' ? app.pickup_blackout_dates : app.delivery_blackout_dates);
  const variant = product.variants.find((v) => v.id === choice.variantId);
  const problemText = (field: keyof SubscribeProblems) => {
    const problem = shown[field];
    return problem && t(`form.problems.${problem === 'noDelivery' ? 'noDelivery' : field}`);
  };

  const update = (patch: Partial<SubscribeChoice>) => {
    setChoice((before) => ({ ...before, ...patch }));
    setShown((before) => Object.fromEntries(Object.entries(before).filter(([f]) => !(f in patch))));
    setRefusal('');
  };

  const chooseMethod = (method: DeliveryMethod) => {
    const open = (day: string) =>
      dayStatus(day, { today: now.day, ...range, blackout: blackoutOf(method) }) === 'open';
    const payments = parts.paymentMethodsFor(method);
    // Slots and closed days belong to a method, and paying at the shop only to pickup.
    update({
      method,
      timeslotId: null,
      date: choice.date && open(choice.date) ? choice.date : '',
      paymentMethod: payments.includes(choice.paymentMethod)
        ? choice.paymentMethod
        : (payments[0] ?? choice.paymentMethod),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = subscribeProblems(current, where);
    setShown(problems);
    if (Object.keys(problems).length > 0) {
      form.current?.querySelector<HTMLElement>('[data-invalid]')?.focus();
      return;
    }
    try {
      const subscription = await create(subscribeRequest(current, where, key)).unwrap();
      setKey(newKey());
      onSubscribed(subscription);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <form ref={form} className="subscribe-form" noValidate onSubmit={submit}>
      <fieldset className="subscribe-form__group subscribe-form__group--what">
        <legend className="subscribe-form__legend">{t('form.what')}</legend>
        <parts.VariantPicker
          variants={product.variants}
          value={choice.variantId}
          onChange={(variantId) => update({ variantId })}
        />
        {shown.variantId && <p className="field-error">{problemText('variantId')}</p>}
        <QuantityChoice value={choice.quantity} onChange={(quantity) => update({ quantity })} />
        <FrequencyChoice
          weeks={plan.frequencies_weeks}
          value={choice.frequencyWeeks}
          onChange={(frequencyWeeks) => update({ frequencyWeeks })}
        />
        {variant && (
          <SubscriptionPrice
            variant={variant}
            discountPercent={plan.discount_percent}
            quantity={choice.quantity}
          />
        )}
      </fieldset>

      <fieldset className="subscribe-form__group subscribe-form__group--where">
        <legend className="subscribe-form__legend">{t('form.where')}</legend>
        <parts.MethodPicker method={choice.method} onChange={chooseMethod} />
        {choice.method === 'pickup' ? (
          <parts.StorePicker
            value={choice.pickupStoreId}
            error={problemText('pickupStoreId')}
            onChange={(pickupStoreId) => update({ pickupStoreId })}
          />
        ) : (
          <AddressChoice
            addresses={book.addresses}
            loading={book.loading}
            value={addressId}
            error={problemText('addressId')}
            onChange={(id) => update({ addressId: id })}
          />
        )}
        <parts.DayPicker
          value={choice.date}
          today={now.day}
          earliest={range.earliest}
          latest={range.latest}
          blackout={blackoutOf(choice.method)}
          error={problemText('date')}
          onChange={(date) => update({ date })}
        />
        <FollowingDeliveries first={choice.date} frequencyWeeks={choice.frequencyWeeks} />
        <parts.SlotPicker
          slots={choice.method === 'pickup' ? app.pickup_timeslots : app.delivery_timeslots}
          day={choice.date}
          now={now}
          value={choice.timeslotId}
          error={problemText('timeslotId')}
          onChange={(timeslotId) => update({ timeslotId })}
        />
      </fieldset>

      <fieldset className="subscribe-form__group subscribe-form__group--pay">
        <legend className="subscribe-form__legend">{t('form.pay')}</legend>
        <parts.PaymentPicker
          method={choice.method}
          value={choice.paymentMethod}
          coveredByCredit={false}
          onChange={(paymentMethod) => update({ paymentMethod })}
        />
        <label className="subscribe-form__check">
          <input
            type="checkbox"
            checked={choice.useCredit}
            onChange={(event) => update({ useCredit: event.target.checked })}
          />
          {t('form.useCredit')}
        </label>
        <p className="subscribe-form__note soft-text">{t('form.eachDelivery')}</p>
      </fieldset>

      <div className="subscribe-form__send">
        <div role="alert">{refusal && <p className="field-error">{refusal}</p>}</div>
        <SubmitButton busy={isLoading} busyLabel={t('form.subscribing')}>
          {t('form.subscribe')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The rhythm the member signs up for: the three deliveries after the first. */
function FollowingDeliveries({ first, frequencyWeeks }: { first: string; frequencyWeeks: number }) {
  const { t, i18n } = useTranslation('subscriptions');
  const { formatDay } = useSubscriptionParts();
  if (!first) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const days = followingDates(first, frequencyWeeks, 3).map((day) => formatDay(day, language));
  return (
    <p className="subscribe-form__note soft-text">
      {t('form.following', { days: days.join(t('form.daySeparator')) })}
    </p>
  );
}
