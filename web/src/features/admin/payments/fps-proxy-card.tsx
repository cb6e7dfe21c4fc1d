import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCard } from '../save-card.tsx';
import { TextField } from '../sections/console-fields.tsx';
import { useAdminFpsProxyQuery, useAdminFpsProxySaveMutation } from './payments-admin.endpoints.ts';

/** Where every order's FPS QR code pays: the shop's FPS ID, a Hong Kong mobile or an email. */
export function FpsProxyCard() {
  const { data } = useAdminFpsProxyQuery();
  return data ? <FpsProxyForm saved={data.fps_proxy} /> : null;
}

function FpsProxyForm({ saved }: { saved: string }) {
  const { t } = useTranslation('admin-manage');
  const [save, saving] = useAdminFpsProxySaveMutation();
  const [proxy, setProxy] = useState(saved);

  const submit = async () => {
    const answer = await save({ fps_proxy: proxy })
      .unwrap()
      .catch(() => undefined);
    if (answer) setProxy(answer.fps_proxy);
  };

  return (
    <SaveCard title={t('settings.fps.title')} lead={t('settings.fps.lead')} saving={saving} onSave={submit}>
      <TextField
        label={t('settings.fps.proxy')}
        hint={t('settings.fps.proxyHint')}
        value={proxy}
        onChange={setProxy}
      />
    </SaveCard>
  );
}
