import { groupedDigits } from '@shop/contract/grouped-digits';
import { CREDIT_POINT_VALUE } from '@shop/contract/shop-money';

/** How the credit shop writes points and money; the page builds it from the shop's currency. */
export interface PointsFormat {
  beans: (points: number) => string;
  /** Credit as the money it is worth at checkout (the contract's shop-money.ts). */
  credit: (points: number) => string;
  money: (amount: number) => string;
}

export function formatCount(points: number): string {
  return groupedDigits(points);
}

export function pointsFormat(
  money: (amount: number) => string,
  creditRate: number | undefined,
): PointsFormat {
  return {
    beans: formatCount,
    credit: (points) => money(points * (creditRate ?? CREDIT_POINT_VALUE)),
    money,
  };
}
