import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const { data, isLoading, isError, refetch } = useAdminMemberGetQuery(memberId);
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
      <ListStatus loading={isLoading} failed={isError && !data} onRetry={refetch}>
        {data && member && (
          <div className="member-detail">
            <section className="console-card" aria-labelledby="member-profile">
              <h2 id="member-profile">{t('member.profile.title')}</h2>
              <MemberProfile memberId={memberId} member={member} />
            </section>
            <section className="console-card" aria-labelledby="member-points">
              <h2 id="member-points">{t('member.points.title')}</h2>
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
            </section>
            {isOwner && (
              <section className="console-card" aria-labelledby="member-vouchers">
                <h2 id="member-vouchers">{t('member.vouchers.title')}</h2>
                <MemberVouchers memberId={memberId} />
              </section>
            )}
            <section
              className="console-card console-card--flush member-detail__wide"
              aria-labelledby="member-orders"
            >
              <h2 id="member-orders" className="console-card__title">
                {t('member.orders.title', { count: data.total_orders })}
              </h2>
              <MemberOrders orders={data.recent_orders} />
            </section>
            <section className="console-card member-detail__wide" aria-labelledby="member-ledger">
              <h2 id="member-ledger">{t('member.ledger.title')}</h2>
              <MemberLedger memberId={memberId} />
            </section>
          </div>
        )}
      </ListStatus>
    </>
  );
}
