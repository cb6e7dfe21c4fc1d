import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { SelectField, TextField } from '../sections/console-fields.tsx';
import { adjustProblems } from './adjust-rules.ts';
import { useAdminPointsAdjustMutation } from './admin-members.endpoints.ts';
import { usePointTypeOptions } from './point-type-options.tsx';
import { POINT_TYPES } from './point-types.ts';

/** Owners add or take away points with a reason; the member reads it in their history. */
export function PointsAdjustForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
  const pointTypes = usePointTypeOptions();
  const [adjust, { isLoading, error, reset }] = useAdminPointsAdjustMutation();
  const [pointType, setPointType] = useState<number>(POINT_TYPES[0].id);
  const [direction, setDirection] = useState<'add' | 'take'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const problems = checked ? adjustProblems(amount, reason) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setDone(null);
    reset();
    if (Object.keys(adjustProblems(amount, reason)).length > 0) return;
    const points = Number(amount) * (direction === 'add' ? 1 : -1);
    const result = await adjust({
      member_id: memberId,
      point_type_id: pointType,
      amount: points,
      reason: reason.trim(),
    });
    if (result.error) return;
    setDone(t('member.adjust.done', { balance: result.data.transaction.balance_after }));
    setAmount('');
    setReason('');
    setChecked(false);
  };

  return (
    <form className="adjust-form" onSubmit={submit} noValidate>
      <div className="adjust-form__row">
        <SelectField
          label={t('member.adjust.type')}
          value={String(pointType)}
          options={pointTypes}
          onChange={(value) => setPointType(Number(value))}
        />
        <SelectField
          label={t('member.adjust.direction')}
          value={direction}
          options={[
            { value: 'add', label: t('member.adjust.add') },
            { value: 'take', label: t('member.adjust.take') },
          ]}
          onChange={setDirection}
        />
        <TextField
          label={t('member.adjust.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          step="1"
          value={amount}
          error={problems.amount && t(`member.adjust.errors.${problems.amount}`)}
          onChange={setAmount}
        />
      </div>
      <TextField
        label={t('member.adjust.reason')}
        maxLength={200}
        value={reason}
        error={problems.reason && t(`member.adjust.errors.${problems.reason}`)}
        onChange={setReason}
      />
      <ConsoleOutcome error={error} done={done} />
      <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
        {isLoading && <span className="spinner" aria-hidden="true" />}
        {isLoading ? t('order.working') : t('member.adjust.submit')}
      </button>
    </form>
  );
}
