import { formatCredit } from '@shop/contract/shop-money';
import { useAppSelector } from '../store-hooks.ts';
import { formatPrice } from './price.ts';

/** Every amount goes through the shop's one formatter (symbol, rate, 2 decimals). */
export function useMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (amount: number) => formatPrice(amount, currency);
}

/** Credit points written as the money they pay (the contract's shop-money.ts), in the shop's currency. */
export function useCreditMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (points: number) => formatCredit(points, currency);
}
