import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Rating } from '../rating.tsx';
import { ReviewForm } from './review-form.tsx';
import { ReviewItem } from './review-item.tsx';
import { useProductReviewsQuery } from './reviews.endpoints.ts';
import { ReviewsSection } from './reviews-section.tsx';

/** Reviews shown at first and added by each "more". */
const PAGE = 5;

/** The product page's reviews: average and count, newest first with the shop's answers, and the form. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog');
  const [limit, setLimit] = useState(PAGE);
  const { data, isFetching, isError, refetch } = useProductReviewsQuery({ productId, limit });
  return (
    <ReviewsSection>
      {data && data.rating_count > 0 && (
        <p className="product-reviews__summary">
          <Rating value={data.rating_average} />
          <span>{t('reviews.count', { count: data.rating_count })}</span>
        </p>
      )}
      {!data && isError && (
        <p className="product-reviews__note">
          {t('reviews.failed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void refetch()}>
            {t('reviews.retry')}
          </button>
        </p>
      )}
      {!data && isFetching && <p className="product-reviews__note">{t('reviews.loading')}</p>}
      {data?.rating_count === 0 && <p className="product-reviews__note">{t('reviews.none')}</p>}
      {data && data.reviews.length > 0 && (
        <ol className="product-reviews__list" aria-busy={isFetching}>
          {data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      {data && data.reviews.length < data.total_rows && (
        <button
          type="button"
          className="button button--ghost product-reviews__more"
          disabled={isFetching}
          onClick={() => setLimit(limit + PAGE)}
        >
          {t('reviews.more')}
        </button>
      )}
      <ReviewForm productId={productId} />
    </ReviewsSection>
  );
}
