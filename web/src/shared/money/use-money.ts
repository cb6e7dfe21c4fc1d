import { useAppSelector } from '../store-hooks.ts';
import { formatCredit } from './credit.ts';
import { formatPrice } from './price.ts';

/** Every amount goes through the shop's one formatter (symbol, rate, 2 decimals). */
export function useMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (amount: number) => formatPrice(amount, currency);
}

/** Credit points written as the money they pay (credit.ts), in the shop's currency. */
export function useCreditMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (points: number) => formatCredit(points, currency);
}
