import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './product-reviews.css';

/** The product page's reviews section, under its heading (the product's "n reviews" link leads here). */
export function ReviewsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation('catalog');
  return (
    <section id="reviews" className="container product-reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {children}
    </section>
  );
}

/** The section while the reviews, or the code that shows them, are on their way. */
export function ReviewsLoading() {
  const { t } = useTranslation('catalog');
  return (
    <ReviewsSection>
      <p className="product-reviews__note">{t('reviews.loading')}</p>
    </ReviewsSection>
  );
}
