import { groupedDigits } from '@shop/contract/grouped-digits';
import { REVIEW_BODY_MAX } from '@shop/contract/reviews/review-limits';
import type { OwnReview } from '@shop/contract/reviews/reviews.calls';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../shared/ui/busy-button.tsx';
import { useSubmitReviewMutation } from './reviews.endpoints.ts';

const STARS = [1, 2, 3, 4, 5] as const;
const MAX = groupedDigits(REVIEW_BODY_MAX);

/** The review form of a buyer (review-form.tsx), filled with their review when they wrote one. */
export default function BuyerReviewForm({
  productId,
  review,
}: {
  productId: number;
  review: OwnReview | null;
}) {
  const { t, i18n } = useTranslation('catalog');
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [body, setBody] = useState(review?.body ?? '');
  const [problem, setProblem] = useState('');
  const [sent, setSent] = useState('');
  const [submit, { isLoading }] = useSubmitReviewMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    if (rating < 1) return setProblem(t('reviews.chooseRating'));
    if (!body.trim()) return setProblem(t('reviews.writeSomething'));
    setProblem('');
    const language = i18n.language === 'zh-HK' ? 'zh-HK' : 'en';
    await submit({ product_id: productId, rating, body, language })
      .unwrap()
      .then((answer) => setSent((language === 'zh-HK' ? answer.message_zh : answer.message) ?? ''))
      .catch((error: { data?: { err_message?: string; err_message_zh?: string } }) =>
        setProblem(
          (language === 'zh-HK' ? error.data?.err_message_zh : error.data?.err_message) ??
            t('reviews.failed'),
        ),
      );
  };

  return (
    <form className="review-form panel" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="review-form__title">
        {review ? t('reviews.replace') : t('reviews.write')}
      </h3>
      {review && (
        <p className="review-form__status soft-text">
          {t('reviews.yours', { status: t(`reviews.status.${review.status}`) })}
        </p>
      )}
      <fieldset className="review-form__stars">
        <legend>{t('reviews.ratingLabel')}</legend>
        {STARS.map((n) => (
          <label key={n} className="review-form__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span>
            <span className="visually-hidden">{t('reviews.star', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <label className="review-form__field" htmlFor={`${id}-body`}>
        {t('reviews.bodyLabel')}
      </label>
      <textarea
        id={`${id}-body`}
        className="input review-form__body"
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        value={body}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setBody(event.target.value)}
      />
      <p id={`${id}-hint`} className="review-form__hint soft-text">
        {t('reviews.bodyHint', { max: MAX })}{' '}
        <span>{t('reviews.counter', { used: body.length, max: MAX })}</span>
      </p>
      <p className="review-form__problem" role="alert">
        {problem}
      </p>
      <p className="review-form__sent" role="status">
        {sent}
      </p>
      <SubmitButton busy={isLoading} busyLabel={t('reviews.sending')}>
        {t('reviews.submit')}
      </SubmitButton>
    </form>
  );
}
