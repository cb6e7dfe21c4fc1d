import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice, paging } from '../envelope.ts';
import { profile } from '../members/members.calls.ts';
import { orderSummary } from '../orders/orders.calls.ts';
import { pointBalanceGet, pointTransaction, pointTransfer } from '../points/points.calls.ts';

const memberId = z.coerce.number().int().positive().max(2_147_483_647);
const pointTypeId = pointTransfer.input.shape.point_type_from;
const pointBalances = pointBalanceGet.output.shape.point_balances;
const consolePaging = { ...paging, limit: z.coerce.number().int().min(1).max(200).default(50) };

export const ADJUSTMENT_REASON = { min: 3, max: 200 } as const;
/** Far above any real adjustment; a slip of the keyboard is refused rather than granted. */
export const MAX_ADJUSTMENT = 1_000_000;

export const memberRow = z.object({
  member_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  area_code: z.string(),
  phone: z.string().nullable(),
  tier_name: z.string(),
  tier_name_zh: z.string(),
  created_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

/** Finds members by part of the name, email or phone; an empty keyword lists the newest first. */
export const adminMemberSearch = defineCall({
  name: 'admin_member_search',
  auth: 'staff',
  input: z.object({ keyword: z.string().trim().max(100).default(''), ...consolePaging }),
  output: z.object({ members: z.array(memberRow), total_rows: z.number().int() }),
});

export const adminMemberGet = defineCall({
  name: 'admin_member_get',
  auth: 'staff',
  input: z.object({ member_id: memberId }),
  output: z.object({
    member: profile.extend({ member_id: z.number().int(), created_at: z.string() }),
    point_balances: pointBalances,
    /** The ten newest orders; total_orders says how many there are in all. */
    recent_orders: z.array(orderSummary),
    total_orders: z.number().int(),
  }),
});

export const adminMemberLedgerGet = defineCall({
  name: 'admin_member_ledger_get',
  auth: 'staff',
  input: z.object({ member_id: memberId, point_type_id: pointTypeId.optional(), ...consolePaging }),
  output: z.object({ point_transactions: z.array(pointTransaction), total_rows: z.number().int() }),
});

/** Owners only: adds (positive) or takes away (negative) points, with the reason the member will read. */
export const adminPointsAdjust = defineCall({
  name: 'admin_points_adjust',
  auth: 'staff',
  role: 'owner',
  input: z.object({
    member_id: memberId,
    point_type_id: pointTypeId,
    amount: z
      .number()
      .int()
      .min(-MAX_ADJUSTMENT)
      .max(MAX_ADJUSTMENT)
      .refine((n) => n !== 0, 'must not be 0'),
    reason: z.string().trim().min(ADJUSTMENT_REASON.min).max(ADJUSTMENT_REASON.max),
  }),
  output: z.object({ point_balances: pointBalances, transaction: pointTransaction }),
});

/** Emails the member a password reset link, as "forgot password" would. */
export const adminMemberPasswordResetSend = defineCall({
  name: 'admin_member_password_reset_send',
  auth: 'staff',
  input: z.object({ member_id: memberId }),
  output: z.object(notice),
});
