import type { AdminReview } from '@shop/contract/admin/reviews-admin.calls';
import { REVIEW_ANSWER_MAX } from '@shop/contract/admin/reviews-admin.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminReviewModerateMutation } from './reviews-admin.endpoints.ts';

/** Where staff may move a review, publishing first, and the button that says so. */
const MOVES = [
  { status: 'published', label: 'publish', className: 'button' },
  { status: 'hidden', label: 'hide', className: 'button button--ghost' },
] as const;

/** One review in the queue: what was written, and publishing, hiding and answering it. */
export function ReviewCard({ review, onChanged }: { review: AdminReview; onChanged: () => void }) {
  const { t, i18n } = useTranslation('admin-reviews');
  const { instant } = useConsoleFormat();
  const [answer, setAnswer] = useState(review.answer);
  const [moderate, { isLoading, error, data }] = useAdminReviewModerateMutation();
  const productName = i18n.language === 'zh-HK' ? review.product_name_zh : review.product_name_en;

  const send = async (change: { status?: 'published' | 'hidden'; answer?: string }) => {
    const done = await moderate({ review_id: review.id, ...change })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) onChanged();
  };
  const saveAnswer = (event: FormEvent) => {
    event.preventDefault();
    void send({ answer });
  };

  return (
    <li className="console-card review-queue__item">
      <p className="review-queue__head">
        <span className={`review-queue__status review-queue__status--${review.status}`}>
          {t(`statuses.${review.status}`)}
        </span>
        <span className="console-table__strong">{productName}</span>
        <span className="review-queue__stars">
          <span aria-hidden="true">
            {'★'.repeat(review.rating)}
            <span className="review-queue__unlit">{'★'.repeat(5 - review.rating)}</span>
          </span>
          <span className="visually-hidden">{t('stars', { count: review.rating })}</span>
        </span>
      </p>
      <p className="review-queue__meta">
        {t('by', { name: review.display_name || t('deletedMember'), date: instant(review.created_at) })} ·{' '}
        {t(`languages.${review.language}`)}
      </p>
      <p className="review-queue__body">{review.body}</p>
      <div className="button-row review-queue__actions">
        {MOVES.filter((move) => move.status !== review.status).map((move) => (
          <button
            key={move.status}
            type="button"
            className={move.className}
            disabled={isLoading}
            onClick={() => void send({ status: move.status })}
          >
            {t(move.label)}
          </button>
        ))}
      </div>
      <form className="review-queue__answer" onSubmit={saveAnswer}>
        <TextField
          label={t('answerLabel')}
          multiline
          rows={3}
          maxLength={REVIEW_ANSWER_MAX}
          value={answer}
          hint={review.answered_at ? t('answeredAt', { date: instant(review.answered_at) }) : t('answerHint')}
          onChange={setAnswer}
        />
        <button
          type="submit"
          className="button button--ghost"
          disabled={isLoading || answer === review.answer}
        >
          {t('saveAnswer')}
        </button>
      </form>
      <ConsoleOutcome error={error} done={data ? t('saved') : undefined} />
    </li>
  );
}
