import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/members/reset-password-form.tsx';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** /reset-password?token=…: the page a reset email links to. */
export default function ResetPassword() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const title = t('reset.title');
  usePageHead({ title, description: t('reset.lead') });
  return (
    <>
      <Breadcrumb
        trail={[{ label: t('loginRegister.title'), to: paths.loginRegister() }, { label: title }]}
      />
      <AuthLayout title={title} lead={token ? t('reset.lead') : t('reset.noToken')}>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <Link className="button button--block" to={paths.forgotPassword()}>
            {t('reset.askAgain')}
          </Link>
        )}
      </AuthLayout>
    </>
  );
}
