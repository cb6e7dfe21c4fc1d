import type { Db } from '../../db/database.ts';
import { auditLog } from './staff.tables.ts';

export interface AuditEntry {
  staffId: number;
  /** What was done, e.g. `points.adjust` or `order.confirm_payment`. */
  action: string;
  /** What it was done to, e.g. `member` or `order`, and which one. */
  entity: string;
  entityId: string | number;
  /** The state before and after, as the console would show it; null when there is none. */
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit row. Call it with the transaction of the change it records, so a change is never
 * saved without its row nor a row without its change.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
