import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminFpsProxyQuery, useAdminFpsProxySaveMutation } from './payments-admin.endpoints.ts';

/** Where every order's FPS QR code pays: the shop's FPS ID, a Hong Kong mobile or an email. */
export function FpsProxyCard() {
  const { data } = useAdminFpsProxyQuery();
  return data ? <FpsProxyForm saved={data.fps_proxy} /> : null;
}

function FpsProxyForm({ saved }: { saved: string }) {
  const { t } = useTranslation('admin-manage');
  const [save, { isLoading, error, reset, data }] = useAdminFpsProxySaveMutation();
  const [proxy, setProxy] = useState(saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const answer = await save({ fps_proxy: proxy })
      .unwrap()
      .catch(() => undefined);
    if (answer) setProxy(answer.fps_proxy);
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-labelledby="fps-heading" noValidate>
      <h2 id="fps-heading" className="console-card__title">
        {t('settings.fps.title')}
      </h2>
      <p className="console-table__soft">{t('settings.fps.lead')}</p>
      <TextField
        label={t('settings.fps.proxy')}
        hint={t('settings.fps.proxyHint')}
        value={proxy}
        onChange={setProxy}
      />
      <button type="submit" className="button" disabled={isLoading}>
        {t('settings.save')}
      </button>
      <ConsoleOutcome error={error} done={data ? t('settings.saved') : null} />
    </form>
  );
}
