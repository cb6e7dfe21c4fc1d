import { useTranslation } from 'react-i18next';
import { CREDIT_POINT_TYPE } from '../../features/cart/cart.endpoints.ts';
import { CartView } from '../../features/cart/cart-view.tsx';
import { usePointBalanceQuery } from '../../features/points/points.endpoints.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /cart: the whole cart, the shipping estimate, coupon and credit for members, and checkout. */
export default function CartPage() {
  const { t } = useTranslation('checkout');
  const signedIn = useSignedIn();
  // The credit a member may apply is bounded by the balance, so it is read fresh with the page.
  const { data: balances } = usePointBalanceQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: true,
  });
  const title = t('cart.title');
  usePageHead({ title, description: t('cart.description') });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <CartView title={title} creditBalance={balances?.[String(CREDIT_POINT_TYPE)] ?? 0} />
    </>
  );
}
