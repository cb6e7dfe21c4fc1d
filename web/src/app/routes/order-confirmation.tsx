import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { cartReset } from '../../features/cart/cart.slice.ts';
import { useOrderConfirmationQuery } from '../../features/orders/checkout.endpoints.ts';
import { ConfirmationLoading } from '../../features/orders/confirmation/confirmation-loading.tsx';
import { OrderConfirmationView } from '../../features/orders/confirmation/order-confirmation-view.tsx';
import { OrderNotFound } from '../../features/orders/confirmation/order-not-found.tsx';
import { OrderTimeline } from '../../features/orders/confirmation/order-timeline.tsx';
import { useOrderTimelineQuery } from '../../features/orders/order-tracking.endpoints.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /order-confirmation/{order_token}, the receipt link: the order with its status timeline. A link
 * that names no order says so and offers the lookup; the cart state is reset once the order has
 * been asked for.
 */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const token = useParams().orderToken ?? '';
  const { data: order, error } = useOrderConfirmationQuery(token, { skip: !token });
  const { data: timeline } = useOrderTimelineQuery(token, { skip: !token });
  const title = t('confirmation.title');
  usePageHead({ title });

  useEffect(() => {
    if (token) dispatch(cartReset());
  }, [token, dispatch]);

  let body = <ConfirmationLoading />;
  if (!token || error) body = <OrderNotFound />;
  else if (order) {
    body = (
      <OrderConfirmationView
        order={order}
        title={title}
        timeline={timeline && <OrderTimeline timeline={timeline} />}
        cancelled={timeline?.order_status === 'cancelled'}
      />
    );
  }
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      {body}
    </>
  );
}
