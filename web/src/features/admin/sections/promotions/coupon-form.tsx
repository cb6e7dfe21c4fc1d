import { COUPON_KINDS } from '@shop/contract/admin/promotions-admin.calls';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from '../../console-error.ts';
import { CheckField, TextField } from '../console-fields.tsx';
import { useAdminCouponSaveMutation } from '../manage.endpoints.ts';
import { type CouponDraft, couponInputOf } from './coupon-draft.ts';

/** A coupon of any kind with its limits; blank limits mean none. */
export function CouponForm({ initial, onDone }: { initial: CouponDraft; onDone: () => void }) {
  const { t } = useTranslation('admin-manage');
  const { t: ta } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [save, { isLoading, error, reset }] = useAdminCouponSaveMutation();
  const set = (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: keyof CouponDraft & `${string}`) => (value: string) => set({ [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await save(couponInputOf(draft));
    if (!result.error) onDone();
  };

  return (
    <form
      className="console-card manage-stack"
      onSubmit={submit}
      aria-label={t(draft.id ? 'promotions.coupon.edit' : 'promotions.coupon.new')}
      noValidate
    >
      <div className="manage-grid">
        <TextField
          label={t('promotions.coupon.code')}
          value={draft.code}
          onChange={text('code')}
          maxLength={30}
        />
        <label className="console-field" htmlFor={id}>
          <span className="console-field__label">{t('promotions.coupon.kind')}</span>
          <select
            id={id}
            className="input"
            value={draft.kind}
            onChange={(e) => set({ kind: e.target.value as CouponDraft['kind'] })}
          >
            {COUPON_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`promotions.coupon.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        {draft.kind !== 'free_shipping' && (
          <TextField
            label={t(`promotions.coupon.value.${draft.kind}`)}
            type="number"
            step="0.01"
            value={draft.value}
            onChange={text('value')}
          />
        )}
        <TextField
          label={t('promotions.coupon.maxDiscount')}
          type="number"
          step="0.01"
          value={draft.max_discount}
          onChange={text('max_discount')}
          hint={t('promotions.blankNoLimit')}
        />
        <TextField
          label={t('promotions.coupon.minSubtotal')}
          type="number"
          step="0.01"
          value={draft.min_subtotal}
          onChange={text('min_subtotal')}
        />
        <TextField
          label={t('promotions.coupon.startsOn')}
          type="date"
          value={draft.starts_on}
          onChange={text('starts_on')}
        />
        <TextField
          label={t('promotions.coupon.endsOn')}
          type="date"
          value={draft.ends_on}
          onChange={text('ends_on')}
          hint={t('promotions.coupon.endsHint')}
        />
        <TextField
          label={t('promotions.coupon.usageLimit')}
          type="number"
          step="1"
          value={draft.usage_limit}
          onChange={text('usage_limit')}
          hint={t('promotions.blankNoLimit')}
        />
        <TextField
          label={t('promotions.coupon.perMember')}
          type="number"
          step="1"
          value={draft.per_member_limit}
          onChange={text('per_member_limit')}
          hint={t('promotions.blankNoLimit')}
        />
        <TextField
          label={t('promotions.coupon.descriptionEn')}
          value={draft.description_en}
          onChange={text('description_en')}
          maxLength={200}
        />
        <TextField
          label={t('promotions.coupon.descriptionZh')}
          lang="zh-HK"
          value={draft.description_zh}
          onChange={text('description_zh')}
          maxLength={200}
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
      <div className="manage-row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('promotions.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('promotions.cancel')}
        </button>
      </div>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
    </form>
  );
}
