import { isHongKongCountry, isHongKongDelivery } from '@shop/contract/hong-kong';
import { bookableRange, dayStatus } from '@shop/contract/orders/booking-days';
import { hongKongNow } from '@shop/contract/shop-calendar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookups } from '../../../shared/lookups/lookups-state.ts';
import { StickyTotalBar } from '../../../shared/ui/sticky-total-bar.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { BillingSection } from './billing-section.tsx';
import {
  type CheckoutForm,
  type DeliveryMethod,
  defaultPayment,
  initialCheckoutForm,
  paymentMethodsFor,
} from './checkout-form.ts';
import { CheckoutStep } from './checkout-sections.tsx';
import { ContactFields } from './contact-fields.tsx';
import { DatePicker } from './date-picker.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { MethodSection } from './method-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PlaceOrderButton } from './place-order-button.tsx';
import { StorePicker } from './store-picker.tsx';
import { TimeslotPicker } from './timeslot-picker.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import { useCheckoutSubmit } from './use-checkout-submit.ts';
import './checkout.css';

interface CheckoutFormProps {
  /** Pickup or delivery and the delivery country live in the cart state, which prices the cart. */
  method: DeliveryMethod;
  deliveryCountryId: number | null;
  onMethod: (method: DeliveryMethod) => void;
  onCountry: (countryId: number | null) => void;
  member: boolean;
  prefill: Partial<CheckoutForm>;
  /** The cart lines and totals, shown beside the form. */
  summary: ReactNode;
  /** A member's saved addresses, offered above the delivery address they fill. */
  addressBook?: ReactNode;
  /** The cart's total: nothing to pay when credit covers it. */
  total: number;
  onPlaced: (orderToken: string) => void;
  /** A refused order may mean the cart moved (stock, credit): the page reads it again. */
  onRefused: () => void;
}

/** /checkout: where and when, who, how to pay, and the place-order button with the summary. */
export function CheckoutFormView(props: CheckoutFormProps) {
  const { method } = props;
  const { t, i18n } = useTranslation('checkout');
  const app = useLookups();
  const now = hongKongNow(new Date());
  const blackout = new Set(method === 'pickup' ? app.pickup_blackout_dates : app.delivery_blackout_dates);
  const range = bookableRange(now.day, app.booking);
  const deliveryCountry = app.delivery_countries.find((c) => c.id === props.deliveryCountryId);
  const deliveryIsHongKong = isHongKongDelivery(deliveryCountry, app.countries);
  const hongKongId = app.countries.find((c) => isHongKongCountry(c))?.id ?? null;
  const checkout = useCheckoutForm(
    initialCheckoutForm(method, { billingCountryId: hongKongId, ...props.prefill }),
    (values) => ({
      method,
      deliveryCountryId: props.deliveryCountryId,
      deliveryIsHongKong,
      billingIsHongKong: isHongKongCountry(app.countries.find((c) => c.id === values.billingCountryId)),
      member: props.member,
    }),
  );
  const { form, ctx, errors, update } = checkout;
  const { submit, placing, alert, formElement, alertElement } = useCheckoutSubmit({
    checkout,
    extra: {
      language: i18n.resolvedLanguage === 'zh-HK' ? 'zh' : 'en',
      deliveryCountryAsCountry: app.countries.find((c) => c.name_en === deliveryCountry?.name_en)?.id ?? null,
    },
    onPlaced: props.onPlaced,
    onRefused: props.onRefused,
  });

  const chooseMethod = (next: DeliveryMethod) => {
    const closed = new Set(next === 'pickup' ? app.pickup_blackout_dates : app.delivery_blackout_dates);
    // Slots and closed days belong to a method, and paying at the shop only to pickup.
    update({
      timeslotId: null,
      date:
        form.date && dayStatus(form.date, { today: now.day, ...range, blackout: closed }) === 'open'
          ? form.date
          : '',
      paymentMethod: paymentMethodsFor(next).includes(form.paymentMethod)
        ? form.paymentMethod
        : defaultPayment(next),
    });
    props.onMethod(next);
  };

  return (
    <form ref={formElement} className="checkout" noValidate onSubmit={submit}>
      <div className="checkout__main">
        <CheckoutStep step={1} title={t('checkout.step.method')}>
          <MethodSection method={method} onChange={chooseMethod} />
          {method === 'pickup' ? (
            <StorePicker
              value={form.pickupStoreId}
              error={errors.pickupStoreId}
              onChange={(pickupStoreId) => update({ pickupStoreId })}
            />
          ) : (
            <>
              {props.addressBook}
              <DeliverySection
                countryId={props.deliveryCountryId}
                hongKong={deliveryIsHongKong}
                recipientIsContact={form.recipientIsContact}
                recipient={form.recipient}
                address={form.shippingAddress}
                errors={errors}
                onCountry={props.onCountry}
                onRecipientIsContact={(recipientIsContact) => update({ recipientIsContact })}
                onRecipient={checkout.setRecipient}
                onAddress={checkout.setShippingAddress}
              />
            </>
          )}
        </CheckoutStep>
        <CheckoutStep
          step={2}
          title={t(method === 'pickup' ? 'checkout.step.whenPickup' : 'checkout.step.whenDelivery')}
        >
          <DatePicker
            value={form.date}
            today={now.day}
            earliest={range.earliest}
            latest={range.latest}
            blackout={blackout}
            error={errors.date}
            onChange={(date) => update({ date })}
          />
          <TimeslotPicker
            slots={method === 'pickup' ? app.pickup_timeslots : app.delivery_timeslots}
            day={form.date}
            now={now}
            value={form.timeslotId}
            error={errors.timeslotId}
            onChange={(timeslotId) => update({ timeslotId })}
          />
        </CheckoutStep>
        <CheckoutStep step={3} title={t('checkout.step.details')}>
          <ContactFields
            value={form.contact}
            errors={errors}
            member={props.member}
            onChange={checkout.setContact}
          />
          <BillingSection
            method={method}
            sameAsShipping={form.billingSameAsShipping}
            countryId={form.billingCountryId}
            hongKong={ctx.billingIsHongKong}
            address={form.billingAddress}
            notes={form.notes}
            errors={errors}
            onSameAsShipping={(billingSameAsShipping) => update({ billingSameAsShipping })}
            onCountry={(billingCountryId) => update({ billingCountryId })}
            onAddress={checkout.setBillingAddress}
            onNotes={(notes) => update({ notes })}
          />
        </CheckoutStep>
        <CheckoutStep step={4} title={t('checkout.step.payment')}>
          <PaymentSection
            method={method}
            value={form.paymentMethod}
            coveredByCredit={props.total === 0}
            onChange={(paymentMethod) => update({ paymentMethod })}
          />
        </CheckoutStep>
      </div>
      <TitledSection
        as="aside"
        className="checkout__aside cart-summary panel"
        titleClassName="cart-summary__title"
        title={t('checkout.summary')}
      >
        {props.summary}
        <div ref={alertElement} className="checkout__alert" role="alert" tabIndex={-1}>
          {alert && <p className="checkout-alert__text">{alert}</p>}
        </div>
        <div className="cart-summary__action">
          <PlaceOrderButton placing={placing} />
        </div>
        <p className="checkout__terms">{t('checkout.terms')}</p>
      </TitledSection>
      <StickyTotalBar total={props.total}>
        <PlaceOrderButton placing={placing} />
      </StickyTotalBar>
    </form>
  );
}
