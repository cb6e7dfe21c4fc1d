import type { adminMemberGet } from '@shop/contract/admin/admin-members.calls';
import type { CallOutput } from '@shop/contract/calls';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { useAdminPasswordResetSendMutation } from './admin-members.endpoints.ts';

type Member = CallOutput<typeof adminMemberGet>['member'];

/** How to reach the member, and a fresh password reset email when they are locked out. */
export function MemberProfile({ memberId, member }: { memberId: number; member: Member }) {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const [sendReset, { isLoading, isSuccess }] = useAdminPasswordResetSendMutation();
  const rows: [string, string][] = [
    [t('members.columns.email'), member.email ?? '–'],
    [t('members.columns.phone'), member.phone ? `+${member.area_code} ${member.phone}` : '–'],
    [t('members.columns.joined'), instant(member.created_at)],
    [
      t('member.profile.marketing'),
      member.receive_marketing ? t('member.profile.yes') : t('member.profile.no'),
    ],
  ];
  return (
    <>
      <dl className="member-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="member-profile__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="button button--ghost"
        disabled={isLoading || !member.email}
        aria-busy={isLoading || undefined}
        onClick={() => void sendReset({ member_id: memberId })}
      >
        {isLoading && <span className="spinner" aria-hidden="true" />}
        {t('member.profile.reset')}
      </button>
      <p className="console-done" role="status">
        {isSuccess
          ? t('member.profile.resetSent', { email: member.email })
          : !member.email
            ? t('member.profile.noEmail')
            : ''}
      </p>
    </>
  );
}
