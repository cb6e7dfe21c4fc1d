import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../features/members/auth-layout.tsx';
import { FormAlert } from '../../features/members/form-alert.tsx';
import { useMarketingUnsubscribeMutation } from '../../features/members/privacy.endpoints.ts';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /unsubscribe?token=…: the link in every marketing email. Opening it changes nothing (mail
 * scanners open links); one click on the button unsubscribes, without signing in.
 */
export default function Unsubscribe() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unsubscribe, { isLoading, isSuccess, isError }] = useMarketingUnsubscribeMutation();
  const [done, setDone] = useState(false);
  const title = t('unsubscribe.title');
  usePageHead({ title });
  const click = async () => {
    if (
      await unsubscribe({ token })
        .unwrap()
        .then(() => true)
        .catch(() => false)
    )
      setDone(true);
  };
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <AuthLayout title={title} lead={t(done ? 'unsubscribe.done' : 'unsubscribe.lead')}>
        {!done && (
          <BusyButton
            type="button"
            className="button button--block"
            busy={isLoading}
            busyLabel={t('unsubscribe.busy')}
            disabled={!token || isSuccess}
            onClick={click}
          >
            {t('unsubscribe.button')}
          </BusyButton>
        )}
        <FormAlert message={isError || !token ? t('unsubscribe.failed') : null} />
      </AuthLayout>
    </>
  );
}
