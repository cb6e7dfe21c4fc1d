import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
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
    <section className="console-card manage-stack" aria-labelledby="coupons-heading">
      <div className="manage-row">
        <h2 id="coupons-heading" className="console-card__title">
          {t('promotions.coupon.title')}
        </h2>
        <button type="button" className="button button--ghost" onClick={() => setEditing(couponDraft())}>
          {t('promotions.coupon.add')}
        </button>
      </div>
      {editing && <CouponForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{t('promotions.coupon.code')}</th>
            <th scope="col">{t('promotions.coupon.worth')}</th>
            <th scope="col">{t('promotions.coupon.used')}</th>
            <th scope="col">{t('promotions.coupon.given')}</th>
            <th scope="col">{ta('vouchers.members')}</th>
            <th scope="col">{t('promotions.coupon.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('promotions.coupon.edit')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.id}>
              <th scope="row">
                <span className="console-table__key">{c.code}</span>
                <span className="console-table__soft">{pick(c, 'description')}</span>
              </th>
              <td>{worth(c)}</td>
              <td>
                {c.usage_limit === null
                  ? c.times_used
                  : t('promotions.coupon.usedOf', { used: c.times_used, limit: c.usage_limit })}
              </td>
              <td>{money(c.discount_given)}</td>
              <td>
                {c.assigned_only
                  ? ta('vouchers.membersCount', { count: c.assigned_members })
                  : ta('vouchers.everyone')}
              </td>
              <td>{t(c.active ? 'promotions.on' : 'promotions.off')}</td>
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => setEditing(couponDraft(c))}
                >
                  {t('promotions.coupon.editCode', { code: c.code })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
