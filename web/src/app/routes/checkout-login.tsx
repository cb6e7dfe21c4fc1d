import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { AuthPanel } from '../../features/members/auth-panel.tsx';
import { useSignInExit } from '../../features/members/use-sign-in-exit.ts';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /checkout-login: Login and Register tabs before checkout; the login tab offers checking
 * out as a guest. A signed-in member goes straight to /checkout?guest_checkout=0.
 */
export default function CheckoutLogin() {
  const { t } = useTranslation('account');
  const exit = useSignInExit(true);
  const title = t('checkoutLogin.title');
  usePageHead({ title, description: t('checkoutLogin.description') });
  if (exit.arrivedSignedIn) return <Navigate to={exit.onward} replace />;
  return (
    <>
      <Breadcrumb trail={[{ label: t('checkoutLogin.cart'), to: paths.cart() }, { label: title }]} />
      <AuthLayout title={title} lead={t('checkoutLogin.lead')}>
        <AuthPanel guest onSignedIn={exit.signedIn} />
      </AuthLayout>
    </>
  );
}
