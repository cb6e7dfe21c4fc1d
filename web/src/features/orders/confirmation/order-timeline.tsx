import type { CallOutput } from '@shop/contract/calls';
import type { orderTimelineGet } from '@shop/contract/orders/order-tracking.calls';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../shared/hong-kong-dates.ts';
import { OrderBlock } from './order-block.tsx';
import './order-timeline.css';

type Timeline = CallOutput<typeof orderTimelineGet>;

/** Steps that end an order: nothing is awaited after them. */
const FINAL = new Set(['completed', 'cancelled', 'refunded']);

/**
 * Where the order stands: each step it has been through with its time, oldest first, and what it
 * waits for next (its payment) while it is still open and unpaid.
 */
export function OrderTimeline({ timeline }: { timeline: Timeline }) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? 'en';
  const last = timeline.steps.at(-1)?.step;
  const awaitingPayment = timeline.payment_status === 'pending' && !FINAL.has(timeline.order_status);
  return (
    <OrderBlock className="confirmation-block panel order-timeline" title={t('tracking.title')}>
      <ol className="order-timeline__steps">
        {timeline.steps.map((step) => (
          <li
            key={`${step.step}-${step.at}`}
            className="order-timeline__step"
            aria-current={step.step === last && !awaitingPayment ? 'step' : undefined}
          >
            <span className="order-timeline__name">{t(`tracking.steps.${step.step}`)}</span>
            <time dateTime={step.at}>{formatInstant(step.at, language)}</time>
          </li>
        ))}
        {awaitingPayment && (
          <li className="order-timeline__step order-timeline__step--next" aria-current="step">
            <span className="order-timeline__name">{t('tracking.awaitingPayment')}</span>
          </li>
        )}
      </ol>
    </OrderBlock>
  );
}
