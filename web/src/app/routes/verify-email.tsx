import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sectionHref } from '../../features/members/account/account-sections.ts';
import { apiErrorMessage } from '../../features/members/api-error-message.ts';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { FormAlert } from '../../features/members/form-alert.tsx';
import { useEmailVerifyMutation } from '../../features/members/profile-changes.endpoints.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /verify-email?token=…: the page a proof link opens. It is a member page: the link proves the
 * email only for the account it was sent for, so whoever opens it signs in to that account first.
 */
export default function VerifyEmail() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify, result] = useEmailVerifyMutation();
  // A link works once: React's development double effect must not spend it twice.
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void verify({ token });
  }, [token, verify]);

  const title = t('verifyEmail.title');
  usePageHead({ title, description: t('verifyEmail.checking') });
  const lead = !token
    ? t('verifyEmail.noToken')
    : result.isSuccess
      ? t('verifyEmail.done', { email: result.data.email })
      : result.isError
        ? t('verifyEmail.failed')
        : t('verifyEmail.checking');
  return (
    <>
      <Breadcrumb trail={[{ label: t('account.title'), to: sectionHref('overview') }, { label: title }]} />
      <AuthLayout title={title} lead={lead}>
        <FormAlert message={result.isError ? apiErrorMessage(result.error) : null} />
        {(result.isSuccess || result.isError || !token) && (
          <Link className="button button--block" to={sectionHref('security')}>
            {t('verifyEmail.toAccount')}
          </Link>
        )}
      </AuthLayout>
    </>
  );
}
