import type { adminSettingsGet } from '@shop/contract/admin/settings-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../../console-card.tsx';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { CheckField, TextField } from '../console-fields.tsx';
import { useAdminBlackoutDateAddMutation, useAdminFulfilmentDeleteMutation } from '../manage.endpoints.ts';

type Closed = CallOutput<typeof adminSettingsGet>['blackout_dates'];

/** Days the shop is closed for pickup or delivery (a typhoon, a holiday), from today on. */
export function BlackoutDatesCard({ closed }: { closed: Closed }) {
  const { t } = useTranslation('admin-manage');
  const { day: formatDay, pick } = useConsoleFormat();
  const [add, adding] = useAdminBlackoutDateAddMutation();
  const [remove, removing] = useAdminFulfilmentDeleteMutation();
  const [day, setDay] = useState(() => hongKongNow(new Date()).day);
  const [pickup, setPickup] = useState(true);
  const [delivery, setDelivery] = useState(true);
  const [reasonEn, setReasonEn] = useState('');
  const [reasonZh, setReasonZh] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    adding.reset();
    const methods = [...(pickup ? ['pickup' as const] : []), ...(delivery ? ['delivery' as const] : [])];
    const result = await add({ methods, day, reason_en: reasonEn, reason_zh: reasonZh });
    if (!result.error) {
      setReasonEn('');
      setReasonZh('');
    }
  };
  const failure = adding.error ?? removing.error;

  return (
    <ConsoleCard title={t('settings.blackout.title')} className="console-stack" titleBar>
      <form className="console-row" onSubmit={submit} noValidate>
        <TextField label={t('settings.blackout.day')} type="date" value={day} onChange={setDay} />
        <CheckField label={t('settings.pickup')} checked={pickup} onChange={setPickup} />
        <CheckField label={t('settings.delivery')} checked={delivery} onChange={setDelivery} />
        <TextField
          label={t('settings.blackout.reasonEn')}
          value={reasonEn}
          onChange={setReasonEn}
          maxLength={120}
        />
        <TextField
          label={t('settings.blackout.reasonZh')}
          lang="zh-HK"
          value={reasonZh}
          onChange={setReasonZh}
          maxLength={120}
        />
        <button type="submit" className="button" disabled={adding.isLoading}>
          {t('settings.blackout.add')}
        </button>
      </form>
      <ConsoleOutcome error={failure} />
      {closed.length === 0 ? (
        <p className="console-empty">{t('settings.blackout.none')}</p>
      ) : (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('settings.blackout.day')}</th>
              <th scope="col">{t('settings.method')}</th>
              <th scope="col">{t('settings.blackout.reason')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('settings.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {closed.map((row) => (
              <tr key={row.id}>
                <th scope="row">{formatDay(row.day)}</th>
                <td>{t(`settings.${row.method}`)}</td>
                <td>{pick(row, 'reason')}</td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={removing.isLoading}
                    onClick={() => remove({ kind: 'blackout_date', id: row.id })}
                  >
                    {t('settings.blackout.reopen', {
                      day: formatDay(row.day),
                      method: t(`settings.${row.method}`),
                    })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ConsoleCard>
  );
}
