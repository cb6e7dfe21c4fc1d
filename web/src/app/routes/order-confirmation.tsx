import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cartReset } from '../../features/cart/cart.slice.ts';
import { useOrderConfirmationQuery } from '../../features/orders/checkout.endpoints.ts';
import { ConfirmationLoading } from '../../features/orders/confirmation/confirmation-loading.tsx';
import { OrderConfirmationView } from '../../features/orders/confirmation/order-confirmation-view.tsx';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /order-confirmation/{order_token}, the guest's receipt link. A spinner until the order
 * arrives, and it stays if the order cannot be read (that failure is only logged); the
 * cart state is reset once the order has been asked for.
 */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const token = useParams().orderToken ?? '';
  const { data: order, error } = useOrderConfirmationQuery(token, { skip: !token });
  const title = t('confirmation.title');
  usePageHead({ title });

  useEffect(() => {
    if (token) dispatch(cartReset());
  }, [token, dispatch]);

  useEffect(() => {
    if (error) console.warn('order_detail_get failed', error);
  }, [error]);

  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      {order ? <OrderConfirmationView order={order} title={title} /> : <ConfirmationLoading />}
    </>
  );
}
