import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { paging } from '../envelope.ts';

export { POINT_TYPE_IDS } from './point-type-ids.ts';

/** Keyed by point type id as a string, `{"17": 1200, "18": 50}` (a wire shape other clients rely on: keep it). */
const byPointType = z.record(z.string().regex(/^\d+$/), z.number());

const pointTypeId = z.coerce.number().int().positive().max(2_147_483_647);

export const pointBalanceGet = defineCall({
  name: 'point_balance_get',
  auth: 'member',
  input: z.object({}),
  output: z.object({ point_balances: byPointType }),
});

/** What one point is worth in HK$ at checkout; the same for everyone, so no sign-in is needed. */
export const pointConfigGet = defineCall({
  name: 'point_config_get',
  auth: 'public',
  input: z.object({}),
  output: z.object({ point_to_cash_rates: byPointType }),
});

export const pointTransaction = z.object({
  id: z.number().int(),
  point_type_id: z.number().int(),
  /** Signed: earning is positive, spending negative. */
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  description_en: z.string(),
  description_zh: z.string(),
  created_at: z.string(),
});
export type PointTransaction = z.infer<typeof pointTransaction>;

export const pointTransactionHistoryGet = defineCall({
  name: 'point_transaction_history_get',
  auth: 'member',
  input: z.object(paging),
  output: z.object({ point_transactions: z.array(pointTransaction), total_rows: z.number().int() }),
});

/** Pinned: `from_amount` is a whole multiple of the option's own `from_amount` (see exchange.ts). */
export const pointTransfer = defineCall({
  name: 'point_transfer',
  auth: 'member',
  input: z.object({
    point_type_from: pointTypeId,
    point_type_to: pointTypeId,
    from_amount: z.coerce.number().int().positive().max(1_000_000_000),
    credit_product_id: pointTypeId,
  }),
  output: z.object({
    prev_from_balance: z.number().int(),
    prev_to_balance: z.number().int(),
    current_from_balance: z.number().int(),
    current_to_balance: z.number().int(),
  }),
});
export type TransferResult = z.infer<typeof pointTransfer.output>;
