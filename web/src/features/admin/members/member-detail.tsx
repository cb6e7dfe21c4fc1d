import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ListStatus } from '../list-status.tsx';
import { useStaffRole } from '../use-staff-session.ts';
import { useAdminMemberGetQuery } from './admin-members.endpoints.ts';
import { MemberLedger } from './member-ledger.tsx';
import { MemberOrders } from './member-orders.tsx';
import { MemberProfile } from './member-profile.tsx';
import { MemberVouchers } from './member-vouchers.tsx';
import { POINT_TYPES } from './point-types.ts';
import { PointsAdjustForm } from './points-adjust-form.tsx';
import './members.css';

/** A member: who they are, what they hold, what they bought, and every change to their points. */
export function MemberDetail({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
  const { count, pick } = useConsoleFormat();
  const isOwner = useStaffRole() === 'owner';
  const query = useAdminMemberGetQuery(memberId);
  const { data } = query;
  const member = data?.member;
  const name = member
    ? `${member.first_name} ${member.last_name}`.trim() || t('members.unnamed')
    : t('member.loading');
  return (
    <>
      <Link className="console-back" to={adminPaths.members()}>
        ← {t('member.back')}
      </Link>
      <ConsolePageHead
        title={name}
        lead={member && pick({ tier_en: member.tier_name, tier_zh: member.tier_name_zh }, 'tier')}
      />
      <ListStatus query={query}>
        {data && member && (
          <div className="console-stack member-detail">
            <ConsoleCard title={t('member.profile.title')}>
              <MemberProfile memberId={memberId} member={member} />
            </ConsoleCard>
            <ConsoleCard title={t('member.points.title')}>
              <dl className="member-balances">
                {POINT_TYPES.map((type) => (
                  <div key={type.id} className="member-balances__item">
                    <dt>{t(`member.points.${type.key}`)}</dt>
                    <dd>{count(data.point_balances[String(type.id)] ?? 0)}</dd>
                  </div>
                ))}
              </dl>
              {isOwner && (
                <>
                  <h3>{t('member.adjust.title')}</h3>
                  <PointsAdjustForm memberId={memberId} />
                </>
              )}
            </ConsoleCard>
            {isOwner && (
              <ConsoleCard title={t('member.vouchers.title')}>
                <MemberVouchers memberId={memberId} />
              </ConsoleCard>
            )}
            <ConsoleCard
              title={t('member.orders.title', { count: data.total_orders })}
              className="member-detail__wide"
              flush
            >
              <MemberOrders orders={data.recent_orders} />
            </ConsoleCard>
            <ConsoleCard title={t('member.ledger.title')} className="member-detail__wide">
              <MemberLedger memberId={memberId} />
            </ConsoleCard>
          </div>
        )}
      </ListStatus>
    </>
  );
}
