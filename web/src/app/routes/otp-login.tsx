import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { PassOnIfSignedIn } from '../../features/members/pass-on-if-signed-in.tsx';
import { PhoneLoginForm } from '../../features/members/phone-login-form.tsx';
import { useSignInExit } from '../../features/members/use-sign-in-exit.ts';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /otp-login: signing in with a one-time code only, e.g. from a link in an SMS or email. */
export default function OtpLogin() {
  const { t } = useTranslation('account');
  const exit = useSignInExit(false);
  const title = t('otpLogin.title');
  usePageHead({ title, description: t('otpLogin.lead') });
  return (
    <>
      <PassOnIfSignedIn to={exit.onward} />
      <Breadcrumb
        trail={[{ label: t('loginRegister.title'), to: paths.loginRegister() }, { label: title }]}
      />
      <AuthLayout title={title} lead={t('otpLogin.lead')}>
        <PhoneLoginForm onSignedIn={exit.signedIn} />
        <p className="auth-panel__switch">
          <Link to={`${paths.loginRegister()}?method=email`}>{t('otpLogin.byEmail')}</Link>
        </p>
      </AuthLayout>
    </>
  );
}
