import type { Product } from '@shop/contract/catalog/product.calls';
import type { Subscription, SubscriptionPlan } from '@shop/contract/subscriptions/subscriptions.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { orList } from '../../i18n/or-list.ts';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { useSubscriptionParts } from './subscription-parts.tsx';
import { everyText } from './what-choices.tsx';
import './subscriptions.css';

/** Where a member's subscriptions are managed. */
const SUBSCRIPTIONS_IN_ACCOUNT = `${paths.myAccount()}?section=subscriptions`;

/**
 * The offer of one coffee's plan and, for a member who opens it, the subscribe form. A guest is
 * sent to sign in and comes back to this page.
 */
export function SubscribeOffer({
  product,
  plan,
  explained = false,
}: {
  product: Product;
  plan: SubscriptionPlan;
  /** The page already says how subscriptions work (the /subscription list says it once). */
  explained?: boolean;
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const { formatDay } = useSubscriptionParts();
  const member = useSignedIn();
  const location = useLocation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<Subscription | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const every = orList(
    plan.frequencies_weeks.map((n) => everyText(t, n).toLowerCase()),
    language,
  );

  return (
    <div className="subscribe-offer panel">
      <p className="subscribe-offer__lead">
        {plan.discount_percent > 0 ? t('offer.save', { percent: plan.discount_percent }) : t('offer.plain')}{' '}
        {t('offer.frequencies', { every })}
      </p>
      {!explained && <p className="subscribe-offer__how soft-text">{t('offer.how')}</p>}
      {made ? (
        <div className="subscribe-offer__done" role="status">
          <p>
            {t('offer.done', {
              day: made.next_date ? formatDay(made.next_date, language) : '',
            })}
          </p>
          <Link to={SUBSCRIPTIONS_IN_ACCOUNT} className="button">
            {t('offer.manage')}
          </Link>
        </div>
      ) : !member ? (
        <Link to={paths.loginRegister()} state={{ from: location }} className="button">
          {t('offer.signIn')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className={open ? 'button button--ghost' : 'button'}
            aria-expanded={open}
            aria-controls={formId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'offer.close' : 'offer.open')}
          </button>
          <div id={formId} hidden={!open}>
            {open && <SubscribeForm product={product} plan={plan} onSubscribed={setMade} />}
          </div>
        </>
      )}
    </div>
  );
}
