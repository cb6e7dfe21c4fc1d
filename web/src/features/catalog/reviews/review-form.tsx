import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useSignedIn } from '../../../shared/session/use-signed-in.ts';
import { useMyReviewQuery } from './reviews.endpoints.ts';

/** Only a signed-in buyer sees it, never on the first screen: its code comes then. */
const BuyerReviewForm = lazy(() => import('./buyer-review-form.tsx'));

/**
 * Where a shopper writes their review: a signed-out shopper is asked to sign in, a member who has
 * not paid for the product is told why they cannot, and a buyer gets the form (filled with their
 * review when they wrote one, which a new one replaces).
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog');
  const signedIn = useSignedIn();
  const { currentData: mine } = useMyReviewQuery(productId, { skip: !signedIn });
  if (!signedIn)
    return (
      <p className="review-form__note soft-text">
        {t('reviews.signIn')} <Link to={paths.loginRegister()}>{t('reviews.signInLink')}</Link>
      </p>
    );
  if (!mine) return null;
  if (!mine.can_review) return <p className="review-form__note soft-text">{t('reviews.notBuyer')}</p>;
  return (
    <Suspense fallback={null}>
      <BuyerReviewForm productId={productId} review={mine.review} />
    </Suspense>
  );
}
