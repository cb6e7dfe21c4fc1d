import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsoleTable } from '../../console-table.tsx';
import { type CouponDraft, type CouponRow, couponDraft } from './coupon-draft.ts';
import { CouponForm } from './coupon-form.tsx';

/** Every coupon with its limits and what it has given so far; one at a time opens in the form. */
export function CouponsCard({ coupons }: { coupons: CouponRow[] }) {
  const { t } = useTranslation('admin-manage');
  const { t: ta } = useTranslation('admin');
  const { money, pick } = useConsoleFormat();
  const [editing, setEditing] = useState<CouponDraft | null>(null);
  const worth = (c: CouponRow) =>
    c.kind === 'percent'
      ? `${c.value}%`
      : c.kind === 'fixed'
        ? money(c.value)
        : t('promotions.coupon.kinds.free_shipping');

  return (
    <section className="console-card console-stack" aria-labelledby="coupons-heading">
      <div className="console-row">
        <h2 id="coupons-heading" className="console-card__title">
          {t('promotions.coupon.title')}
        </h2>
        <button type="button" className="button button--ghost" onClick={() => setEditing(couponDraft())}>
          {t('promotions.coupon.add')}
        </button>
      </div>
      {editing && <CouponForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <ConsoleTable
        rows={coupons}
        rowKey={(c) => c.id}
        columns={[
          {
            label: t('promotions.coupon.code'),
            cell: (c) => (
              <>
                <span className="console-table__key">{c.code}</span>
                <span className="console-table__soft">{pick(c, 'description')}</span>
              </>
            ),
          },
          { label: t('promotions.coupon.worth'), cell: worth },
          {
            label: t('promotions.coupon.used'),
            cell: (c) =>
              c.usage_limit === null
                ? c.times_used
                : t('promotions.coupon.usedOf', { used: c.times_used, limit: c.usage_limit }),
          },
          { label: t('promotions.coupon.given'), cell: (c) => money(c.discount_given) },
          {
            label: ta('vouchers.members'),
            cell: (c) =>
              c.assigned_only
                ? ta('vouchers.membersCount', { count: c.assigned_members })
                : ta('vouchers.everyone'),
          },
          {
            label: t('promotions.coupon.status'),
            cell: (c) => t(c.active ? 'promotions.on' : 'promotions.off'),
          },
          {
            label: t('promotions.coupon.edit'),
            labelHidden: true,
            cell: (c) => (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setEditing(couponDraft(c))}
              >
                {t('promotions.coupon.editCode', { code: c.code })}
              </button>
            ),
          },
        ]}
      />
    </section>
  );
}
