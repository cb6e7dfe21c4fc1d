import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, optionalId, paging } from '../envelope.ts';

export const auditEntry = z.object({
  id: z.number().int(),
  /** Null for a change the shop's scheduled jobs made (an order cancelled at its payment deadline). */
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  staff_email: z.string().nullable(),
  /** e.g. `points.adjust`, `order.confirm_payment`. */
  action: z.string(),
  /** e.g. `member`, `order`, `product`, and which one. */
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Owners only: every change made from the console, newest first. */
export const adminAuditLogGet = defineCall({
  name: 'admin_audit_log_get',
  auth: 'staff',
  role: 'owner',
  input: z.object({
    entity: blankAsMissing(z.string().trim().min(1).max(60)),
    entity_id: blankAsMissing(z.string().trim().min(1).max(60)),
    staff_id: optionalId,
    ...paging,
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  output: z.object({ entries: z.array(auditEntry), total_rows: z.number().int() }),
});
