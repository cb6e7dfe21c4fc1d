import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleOutcome } from '../console-outcome.tsx';
import { adjustProblems } from './adjust-rules.ts';
import { useAdminPointsAdjustMutation } from './admin-members.endpoints.ts';
import { PointTypeOptions } from './point-type-options.tsx';
import { POINT_TYPES } from './point-types.ts';

/** Owners add or take away points with a reason; the member reads it in their history. */
export function PointsAdjustForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation('admin');
  const id = useId();
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
        <label className="console-field" htmlFor={`${id}-type`}>
          <span className="console-field__label">{t('member.adjust.type')}</span>
          <select
            id={`${id}-type`}
            className="input"
            value={pointType}
            onChange={(e) => setPointType(Number(e.target.value))}
          >
            <PointTypeOptions />
          </select>
        </label>
        <label className="console-field" htmlFor={`${id}-direction`}>
          <span className="console-field__label">{t('member.adjust.direction')}</span>
          <select
            id={`${id}-direction`}
            className="input"
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'add' | 'take')}
          >
            <option value="add">{t('member.adjust.add')}</option>
            <option value="take">{t('member.adjust.take')}</option>
          </select>
        </label>
        <label className="console-field" htmlFor={`${id}-amount`}>
          <span className="console-field__label">{t('member.adjust.amount')}</span>
          <input
            id={`${id}-amount`}
            className="input"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={amount}
            aria-invalid={problems.amount ? true : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          {problems.amount && (
            <span className="field-error">{t(`member.adjust.errors.${problems.amount}`)}</span>
          )}
        </label>
      </div>
      <label className="console-field" htmlFor={`${id}-reason`}>
        <span className="console-field__label">{t('member.adjust.reason')}</span>
        <input
          id={`${id}-reason`}
          className="input"
          maxLength={200}
          value={reason}
          aria-invalid={problems.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {problems.reason && (
          <span className="field-error">{t(`member.adjust.errors.${problems.reason}`)}</span>
        )}
      </label>
      <ConsoleOutcome error={error} done={done} />
      <button type="submit" className="button" disabled={isLoading} aria-busy={isLoading || undefined}>
        {isLoading && <span className="spinner" aria-hidden="true" />}
        {isLoading ? t('order.working') : t('member.adjust.submit')}
      </button>
    </form>
  );
}
