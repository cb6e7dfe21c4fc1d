import type { Subscription } from '@shop/contract/subscriptions/subscriptions.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { useLookups } from '../../shared/lookups/lookups-state.ts';
import { useMoney } from '../../shared/money/use-money.ts';
import { paths } from '../../shared/paths.ts';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { refusalOf } from './refusal.ts';
import { SubscriptionChangeForm } from './subscription-change-form.tsx';
import { optionsLabel } from './subscription-facts.ts';
import { useSubscriptionParts } from './subscription-parts.tsx';
import { useSubscriptionUpdateMutation } from './subscriptions.endpoints.ts';
import { everyText } from './what-choices.tsx';

type QuickAction = 'skip' | 'pause' | 'resume' | 'cancel';

/** One subscription in My account: what, when and where, the cut-off, and what the member can do. */
export function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const language = i18n.resolvedLanguage ?? 'en';
  const { formatDay } = useSubscriptionParts();
  const pick = useLocalised();
  const money = useMoney();
  const [update, { isLoading, originalArgs }] = useSubscriptionUpdateMutation();
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');
  const day = (d: string) => formatDay(d, language);
  const busyWith = isLoading ? originalArgs?.action : undefined;

  const act = async (action: QuickAction) => {
    setNotice('');
    setRefusal('');
    try {
      const after = await update({ subscription_id: s.id, action }).unwrap();
      setNotice(t(`card.done.${action}`, { day: after.next_date ? day(after.next_date) : '' }));
      return true;
    } catch (error) {
      setRefusal(refusalOf(error));
      return false;
    }
  };

  const active = s.status === 'active';
  return (
    <article className="account-card subscription-card panel" aria-labelledby={`subscription-${s.id}`}>
      <header className="account-card__head spread-row">
        <h3 id={`subscription-${s.id}`} className="account-card__title">
          <Link to={paths.product(s.product_id)}>{pick(s, 'product_name')}</Link>
        </h3>
        <span className="subscription-card__status" data-status={s.status}>
          {t(`status.${s.status}`)}
        </span>
      </header>
      <dl className="account-card__facts">
        <dt>{t('card.variant')}</dt>
        <dd>{optionsLabel(s.variant_options, pick) || t('form.standardVariant')}</dd>
        <dt>{t('card.quantity')}</dt>
        <dd>{s.quantity}</dd>
        <dt>{t('card.frequency')}</dt>
        <dd>{everyText(t, s.frequency_weeks)}</dd>
        <dt>{t('card.price')}</dt>
        <dd>
          {t('card.priceValue', { price: money(s.unit_price_cents / 100), percent: s.discount_percent })}
        </dd>
        <dt>{t(s.delivery_method === 'pickup' ? 'card.pickup' : 'card.delivery')}</dt>
        <dd>
          <Place subscription={s} />
        </dd>
        <dt>{t('card.payment')}</dt>
        <dd>
          {t(`payment.${s.payment_method}`)}
          {s.use_credit && ` · ${t('card.creditFirst')}`}
        </dd>
        {active && s.next_date && (
          <>
            <dt>{t('card.next')}</dt>
            <dd className="subscription-card__next">{day(s.next_date)}</dd>
          </>
        )}
      </dl>
      {active && s.cutoff_date && (
        <p className="subscription-card__cutoff">{t('card.cutoff', { day: day(s.cutoff_date) })}</p>
      )}
      {s.status === 'paused' && <p className="subscription-card__cutoff">{t('card.pausedNote')}</p>}
      {s.upcoming_dates.length > 0 && (
        <div className="subscription-card__upcoming">
          <h4 className="subscription-card__upcoming-title">{t('card.upcoming')}</h4>
          <ol className="subscription-card__dates">
            {s.upcoming_dates.map((d) => (
              <li key={d}>{day(d)}</li>
            ))}
          </ol>
        </div>
      )}
      {s.status !== 'cancelled' && !changing && (
        <div className="subscription-card__actions">
          {active && (
            <BusyButton
              busy={busyWith === 'skip'}
              busyLabel={t('card.working')}
              disabled={isLoading}
              onClick={() => act('skip')}
            >
              {t('card.skip')}
            </BusyButton>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoading}
            onClick={() => setChanging(true)}
          >
            {t('card.change')}
          </button>
          <BusyButton
            className="button button--ghost"
            busy={busyWith === 'pause' || busyWith === 'resume'}
            busyLabel={t('card.working')}
            disabled={isLoading}
            onClick={() => act(active ? 'pause' : 'resume')}
          >
            {t(active ? 'card.pause' : 'card.resume')}
          </BusyButton>
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoading}
            onClick={() => setCancelling(true)}
          >
            {t('card.cancel')}
          </button>
        </div>
      )}
      {changing && (
        <SubscriptionChangeForm
          subscription={s}
          onDone={(changed) => {
            setChanging(false);
            setRefusal('');
            setNotice(changed ? t('card.done.change') : '');
          }}
        />
      )}
      {cancelling && (
        <CancelDialog
          busy={busyWith === 'cancel'}
          onConfirm={async () => {
            if (await act('cancel')) setCancelling(false);
          }}
          onClose={() => setCancelling(false)}
        />
      )}
      <div role="status" className="subscription-card__notice">
        {notice}
      </div>
      <div role="alert">{refusal && <p className="field-error">{refusal}</p>}</div>
    </article>
  );
}

/** The shop a subscription is collected from, or the address it is delivered to. */
function Place({ subscription: s }: { subscription: Subscription }) {
  const pick = useLocalised();
  const app = useLookups();
  const slots = s.delivery_method === 'pickup' ? app.pickup_timeslots : app.delivery_timeslots;
  const slot = slots.find((x) => x.id === s.timeslot_id);
  const where =
    s.delivery_method === 'pickup'
      ? pick(app.pickup_stores.find((store) => store.id === s.pickup_store_id) ?? {}, 'name')
      : [s.shipping?.address, s.shipping?.district || s.shipping?.city].filter(Boolean).join(', ');
  return <>{[where, slot && `${slot.start_time}–${slot.end_time}`].filter(Boolean).join(' · ')}</>;
}
