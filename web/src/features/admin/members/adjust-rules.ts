import { ADJUSTMENT_REASON, MAX_ADJUSTMENT } from '@shop/contract/admin/admin-members.calls';

export type AdjustProblem =
  | 'amountRequired'
  | 'amountTooLarge'
  | 'reasonRequired'
  | 'reasonTooShort'
  | 'reasonTooLong';

/**
 * The points adjustment form's checks, the same the server makes: a whole number of points other
 * than 0, within the limit, and a reason the member will read.
 */
export function adjustProblems(
  amount: string,
  reason: string,
): { amount?: AdjustProblem; reason?: AdjustProblem } {
  const points = Number(amount);
  const trimmed = reason.trim();
  const amountProblem: AdjustProblem | undefined =
    amount.trim() === '' || !Number.isInteger(points) || points <= 0
      ? 'amountRequired'
      : points > MAX_ADJUSTMENT
        ? 'amountTooLarge'
        : undefined;
  const reasonProblem: AdjustProblem | undefined = !trimmed
    ? 'reasonRequired'
    : trimmed.length < ADJUSTMENT_REASON.min
      ? 'reasonTooShort'
      : trimmed.length > ADJUSTMENT_REASON.max
        ? 'reasonTooLong'
        : undefined;
  return {
    ...(amountProblem ? { amount: amountProblem } : {}),
    ...(reasonProblem ? { reason: reasonProblem } : {}),
  };
}
