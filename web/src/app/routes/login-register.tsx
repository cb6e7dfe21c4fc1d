import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { AuthPanel } from '../../features/members/auth-panel.tsx';
import { PassOnIfSignedIn } from '../../features/members/pass-on-if-signed-in.tsx';
import { useSignInExit } from '../../features/members/use-sign-in-exit.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /login-register: the login and register tabs. Arriving from the cart (`?checkout=1`) adds
 * the guest-checkout block, and signing in goes back to checkout.
 */
export default function LoginRegister() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const checkout = params.get('checkout') === '1';
  const exit = useSignInExit(checkout);
  const title = t('loginRegister.title');
  usePageHead({ title, description: t('loginRegister.description') });
  return (
    <>
      <PassOnIfSignedIn to={exit.onward} />
      <Breadcrumb trail={[{ label: title }]} />
      <AuthLayout title={title} lead={checkout ? t('loginRegister.checkoutLead') : undefined}>
        <AuthPanel guest={checkout} onSignedIn={exit.signedIn} />
      </AuthLayout>
    </>
  );
}
