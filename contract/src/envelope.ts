import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

export const errorEnvelope = z.object({
  status: z.literal(0),
  err_code: z.string(),
  err_message: z.string(),
  err_message_zh: z.string(),
  retry_after: z.number().int().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope> & { err_code: ErrorCode | (string & {}) };

/** Optional success notice the storefront shows as a toast. */
export const notice = {
  message: z.string().optional(),
  message_zh: z.string().optional(),
};

/** An empty string (or null) in an optional field means "not given": the storefront sends '' for a field left empty. */
export function blankAsMissing<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

export const optionalText = blankAsMissing(z.string().trim().max(200));

/** An optional id the storefront may send as a number, a numeric string or ''. */
export const optionalId = blankAsMissing(z.coerce.number().int().positive().max(2_147_483_647));

/** Limit and offset of list calls; the storefront asks for up to 999 rows. */
export const paging = {
  limit: z.coerce.number().int().min(1).max(999).default(999),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
};
