import { z } from 'zod';

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/**
 * A moment in the shop's life (a post's date, a coupon's start or end), with its offset. A year
 * far outside this century is a typing slip, and the embedded database cannot read such a
 * timestamp back as a date.
 */
export const shopInstant = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  return time >= EARLIEST && time < LATEST;
}, 'must fall between the years 2000 and 2099');
