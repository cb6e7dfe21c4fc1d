import { useAppSelector } from '../store-hooks.ts';
import { formatPrice } from './price.ts';

/** Every amount goes through the shop's one formatter (symbol, rate, 2 decimals). */
export function useMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (amount: number) => formatPrice(amount, currency);
}
