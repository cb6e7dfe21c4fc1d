import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/members/forgot-password-form.tsx';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /forgot-password: asks for a reset link by email. */
export default function ForgotPassword() {
  const { t } = useTranslation('account');
  const title = t('forgot.title');
  usePageHead({ title, description: t('forgot.lead') });
  return (
    <>
      <Breadcrumb
        trail={[{ label: t('loginRegister.title'), to: paths.loginRegister() }, { label: title }]}
      />
      <AuthLayout title={title} lead={t('forgot.lead')}>
        <ForgotPasswordForm />
      </AuthLayout>
    </>
  );
}
