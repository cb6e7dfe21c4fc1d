import { COUPON_KINDS } from '@shop/contract/admin/promotions-admin.calls';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useDraft } from '../../use-draft.ts';
import {
  bilingual,
  CheckField,
  COUNT,
  DraftFields,
  MONEY,
  SelectField,
  TextField,
} from '../console-fields.tsx';
import { useAdminCouponSaveMutation } from '../manage.endpoints.ts';
import { type CouponDraft, couponInputOf } from './coupon-draft.ts';

/** A coupon of any kind with its limits; blank limits mean none. */
export function CouponForm({ initial, onDone }: { initial: CouponDraft; onDone: () => void }) {
  const { t } = useTranslation('admin-manage');
  const { t: ta } = useTranslation('admin');
  const [draft, set] = useDraft(initial);
  const [save, { isLoading, error, reset }] = useAdminCouponSaveMutation();
  const noLimit = t('promotions.blankNoLimit');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await save(couponInputOf(draft));
    if (!result.error) onDone();
  };

  return (
    <form
      className="console-card console-stack"
      onSubmit={submit}
      aria-label={t(draft.id ? 'promotions.coupon.edit' : 'promotions.coupon.new')}
      noValidate
    >
      <div className="manage-grid">
        <TextField
          label={t('promotions.coupon.code')}
          value={draft.code}
          onChange={(code) => set({ code })}
          maxLength={30}
        />
        <SelectField
          label={t('promotions.coupon.kind')}
          value={draft.kind}
          options={COUPON_KINDS.map((kind) => ({ value: kind, label: t(`promotions.coupon.kinds.${kind}`) }))}
          onChange={(kind) => set({ kind })}
        />
        <DraftFields
          draft={draft}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            ...(draft.kind === 'free_shipping'
              ? []
              : [{ key: 'value' as const, label: t(`promotions.coupon.value.${draft.kind}`), ...MONEY }]),
            { key: 'max_discount', label: t('promotions.coupon.maxDiscount'), ...MONEY, hint: noLimit },
            { key: 'min_subtotal', label: t('promotions.coupon.minSubtotal'), ...MONEY },
            { key: 'starts_on', label: t('promotions.coupon.startsOn'), type: 'date' },
            {
              key: 'ends_on',
              label: t('promotions.coupon.endsOn'),
              type: 'date',
              hint: t('promotions.coupon.endsHint'),
            },
            { key: 'usage_limit', label: t('promotions.coupon.usageLimit'), ...COUNT, hint: noLimit },
            { key: 'per_member_limit', label: t('promotions.coupon.perMember'), ...COUNT, hint: noLimit },
            ...bilingual(
              'description',
              [t('promotions.coupon.descriptionEn'), t('promotions.coupon.descriptionZh')],
              {
                maxLength: 200,
              },
            ),
          ]}
        />
      </div>
      <CheckField
        label={t('promotions.active')}
        checked={draft.active}
        onChange={(active) => set({ active })}
      />
      <CheckField
        label={ta('vouchers.assignedOnly')}
        checked={draft.assigned_only}
        onChange={(assignedOnly) => set({ assigned_only: assignedOnly })}
      />
      <div className="console-row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('promotions.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('promotions.cancel')}
        </button>
      </div>
      <ConsoleOutcome error={error} />
    </form>
  );
}
