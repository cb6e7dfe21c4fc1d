import { CREDIT_POINT_VALUE } from '../../shared/money/credit.ts';

/** How the credit shop writes points and money; the page builds it from the shop's currency. */
export interface PointsFormat {
  beans: (points: number) => string;
  /** Credit as the money it is worth at checkout (shared/money/credit.ts). */
  credit: (points: number) => string;
  money: (amount: number) => string;
}

export function formatCount(points: number): string {
  return points.toLocaleString('en-HK');
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
