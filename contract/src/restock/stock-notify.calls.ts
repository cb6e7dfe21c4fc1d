import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/** The languages a back-in-stock email can be written in: the storefront's two. */
export const STOCK_NOTIFY_LANGUAGES = ['en', 'zh-HK'] as const;

/**
 * Asks for one email when a sold-out variant is back in stock. Idempotent per variant and email
 * while the request is open; `language` is the storefront language the shopper asked in, which the
 * email is written in (English when absent). docs/back-in-stock.md.
 */
export const stockNotifySubscribe = defineCall({
  name: 'stock_notify_subscribe',
  auth: 'public',
  input: z.object({
    variant_id: z.number().int().positive().max(2_147_483_647),
    email: z.email().max(254),
    language: z.enum(STOCK_NOTIFY_LANGUAGES).default('en'),
  }),
  output: z.object(notice),
});

/** A member's request as their personal-data download shows it. */
export const stockNotifyRequest = z.object({
  variant_id: z.number().int(),
  email: z.string(),
  language: z.enum(STOCK_NOTIFY_LANGUAGES),
  created_at: z.string(),
  /** When the back-in-stock email was queued; null while the request waits. */
  notified_at: z.string().nullable(),
});

export type StockNotifyLanguage = (typeof STOCK_NOTIFY_LANGUAGES)[number];
