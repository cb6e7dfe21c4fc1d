import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { OrderLookupForm } from '../../features/orders/confirmation/order-lookup-form.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /order-lookup: a shopper without the emailed link finds an order by its number and email. */
export default function OrderLookup() {
  const { t } = useTranslation('checkout');
  const title = t('tracking.lookupTitle');
  usePageHead({ title, description: t('tracking.lookupIntro') });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <AuthLayout title={title} lead={t('tracking.lookupIntro')}>
        <OrderLookupForm />
      </AuthLayout>
    </>
  );
}
