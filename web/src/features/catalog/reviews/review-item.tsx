import type { PublicReview } from '@shop/contract/reviews/reviews.calls';
import { useTranslation } from 'react-i18next';
import { Rating } from '../rating.tsx';
import { reviewDate } from './review-date.ts';

/** One published review: stars, who and when, the text as typed (React escapes it), the shop's answer. */
export function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <li className="review">
      <p className="review__head">
        <Rating value={review.rating} />
        <span className="review__author">{review.display_name || t('reviews.anonymous')}</span>
        <time className="review__date" dateTime={review.created_at}>
          {reviewDate(review.created_at, i18n.language)}
        </time>
      </p>
      <p className="review__body">{review.body}</p>
      {review.answer && (
        <div className="review__answer">
          <p className="review__answer-title">{t('reviews.answer')}</p>
          <p className="review__body">{review.answer}</p>
        </div>
      )}
    </li>
  );
}
