import { addDays, hongKongNow } from '@shop/contract/shop-calendar';

/** The Hong Kong calendar date `daysAgo` days before `now`, as YYYY-MM-DD. */
export function roastDate(daysAgo: number, now: Date = new Date()): string {
  return addDays(hongKongNow(now).day, -daysAgo);
}
