import type { StaffSession } from '@shop/contract/admin/staff-auth.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ConsoleTable } from '../console-table.tsx';
import {
  useAdminMeQuery,
  useAdminSessionEndMutation,
  useAdminSessionGetQuery,
} from '../staff-auth.endpoints.ts';
import { TwoFactorEnrol } from '../two-factor-enrol.tsx';
import '../two-factor.css';

/**
 * The signed-in staff member's sign-in security: two-step sign-in (turn it on, or move it to a new
 * phone) and the open console sessions, each of which can be ended (an owner sees everyone's).
 */
export function SignInSecurityPage() {
  const { t } = useTranslation('admin');
  const me = useAdminMeQuery().data?.staff;
  const [enrolling, setEnrolling] = useState(false);
  return (
    <>
      <ConsolePageHead title={t('security.title')} lead={t('security.lead')} />
      <div className="sign-in-security">
        <ConsoleCard title={t('security.twoFactor')}>
          <p>{me?.two_factor ? t('security.twoFactorOn') : t('security.twoFactorOff')}</p>
          {enrolling ? (
            <TwoFactorEnrol onDone={() => setEnrolling(false)} />
          ) : (
            <button type="button" className="button" onClick={() => setEnrolling(true)}>
              {me?.two_factor ? t('security.newPhone') : t('security.turnOn')}
            </button>
          )}
        </ConsoleCard>
        <SessionList owner={me?.role === 'owner'} />
      </div>
    </>
  );
}

function SessionList({ owner }: { owner: boolean }) {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const { data } = useAdminSessionGetQuery();
  const [end, { isLoading }] = useAdminSessionEndMutation();
  const columns = [
    { label: t('security.started'), cell: (s: StaffSession) => instant(s.created_at) },
    ...(owner ? [{ label: t('security.who'), cell: (s: StaffSession) => s.staff_name }] : []),
    { label: t('security.from'), cell: (s: StaffSession) => s.ip ?? '–' },
    { label: t('security.ends'), cell: (s: StaffSession) => instant(s.expires_at) },
    {
      label: t('security.action'),
      cell: (s: StaffSession) =>
        s.current ? (
          <strong>{t('security.thisSession')}</strong>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoading}
            onClick={() => void end({ session_id: s.session_id })}
          >
            {t('security.end')}
          </button>
        ),
    },
  ];
  return (
    <ConsoleCard title={t('security.sessions')}>
      <ConsoleTable rows={data?.sessions ?? []} rowKey={(s) => s.session_id} columns={columns} />
    </ConsoleCard>
  );
}
