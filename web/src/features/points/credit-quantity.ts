/**
 * Credit quantity: it starts at 1, minus stops at 0, plus only while the Beans for one more
 * unit are still in the balance, and confirm needs at least one unit. Confirm also waits until the
 * balance covers the chosen units, so a shopper short of Beans is told before the server refuses.
 */
export const START_QUANTITY = 1;

export function canDecrease(quantity: number): boolean {
  return quantity > 0;
}

export function canIncrease(quantity: number, unitCost: number, balance: number): boolean {
  return (quantity + 1) * unitCost <= balance;
}

export function canConfirm(quantity: number, unitCost: number, balance: number): boolean {
  return quantity > 0 && quantity * unitCost <= balance;
}
