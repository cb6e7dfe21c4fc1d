import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { ListStatus } from '../list-status.tsx';
import { SelectField } from '../sections/console-fields.tsx';
import {
  useAdminCouponAssignMutation,
  useAdminCouponUnassignMutation,
  useAdminMemberVouchersQuery,
  useAdminOfferableCouponsQuery,
} from './admin-members.endpoints.ts';

/**
 * Owners give a member coupons meant for chosen members only, or take them back. A coupon taken back
 * stops applying in the member's cart at once.
 */
export function MemberVouchers({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
  const { pick, instant } = useConsoleFormat();
  const vouchers = useAdminMemberVouchersQuery(memberId);
  const offerable = useAdminOfferableCouponsQuery();
  const [assign, assigning] = useAdminCouponAssignMutation();
  const [unassign, unassigning] = useAdminCouponUnassignMutation();
  const [chosen, setChosen] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  // A second press before React redraws the disabled button must not send a second call.
  const inFlight = useRef(false);
  const busy = assigning.isLoading || unassigning.isLoading;
  const held = new Set((vouchers.data?.vouchers ?? []).map((v) => v.coupon_id));
  const choices = (offerable.data ?? []).filter((c) => !held.has(c.id));
  const error = assigning.error ?? unassigning.error;

  const run = async (work: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    assigning.reset();
    unassigning.reset();
    try {
      await work();
    } finally {
      inFlight.current = false;
    }
  };

  const give = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    void run(async () => {
      const result = await assign({ coupon_id: Number(chosen), member_id: memberId });
      if (!result.error) setChosen('');
    });
  };

  const remove = (couponId: number) =>
    run(async () => {
      setRemoving(couponId);
      await unassign({ coupon_id: couponId, member_id: memberId });
      setRemoving(null);
    });

  return (
    <ListStatus query={vouchers}>
      {vouchers.data && vouchers.data.vouchers.length === 0 && <p>{t('vouchers.none')}</p>}
      {vouchers.data && vouchers.data.vouchers.length > 0 && (
        <ul className="member-vouchers">
          {vouchers.data.vouchers.map((v) => (
            <li key={v.coupon_id} className="member-vouchers__item spread-row">
              <span>
                <strong>{v.code}</strong> {pick(v, 'description')}
                <span className="member-vouchers__soft">
                  {t('vouchers.givenOn', { when: instant(v.assigned_at) })}
                  {!v.active && ` · ${t('vouchers.withdrawn')}`}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                aria-busy={(unassigning.isLoading && removing === v.coupon_id) || undefined}
                onClick={() => void remove(v.coupon_id)}
              >
                {t('vouchers.remove', { code: v.code })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {choices.length === 0 ? (
        <p className="member-vouchers__soft">{t('vouchers.noChoices')}</p>
      ) : (
        <form className="console-row" onSubmit={give}>
          <SelectField
            label={t('vouchers.pick')}
            value={chosen}
            options={[
              { value: '', label: t('vouchers.choose') },
              ...choices.map((c) => ({
                value: String(c.id),
                label: pick(c, 'description') ? `${c.code} – ${pick(c, 'description')}` : c.code,
              })),
            ]}
            onChange={setChosen}
          />
          <button
            type="submit"
            className="button"
            disabled={busy || !chosen}
            aria-busy={assigning.isLoading || undefined}
          >
            {assigning.isLoading ? t('vouchers.giving') : t('vouchers.give')}
          </button>
        </form>
      )}
      <ConsoleOutcome error={error} />
    </ListStatus>
  );
}
