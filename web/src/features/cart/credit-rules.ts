/**
 * The most credit a member can apply: no more than they hold, and no more than the cart still
 * asks for (the server refuses more). What is payable is the total before the credit already applied;
 * a point is worth `rate` HK$ and only whole points are burnt, so a few cents may stay in cash.
 */
export function maxCredit(balance: number, total: number, creditDiscount: number, rate: number): number {
  if (rate <= 0) return 0;
  const payable = Math.round((total + creditDiscount) * 100);
  const byPayable = Math.floor(payable / Math.round(rate * 100));
  return Math.max(0, Math.min(Math.floor(balance), byPayable));
}

export type CreditProblem = 'required' | 'whole' | 'tooMuch' | null;

/** What is wrong with a typed credit amount, if anything; the form shows it beside the field. */
export function creditProblem(typed: string, most: number): CreditProblem {
  if (typed.trim() === '') return 'required';
  const amount = Number(typed);
  if (!Number.isInteger(amount) || amount < 1) return 'whole';
  return amount > most ? 'tooMuch' : null;
}
