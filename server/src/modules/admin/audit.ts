import type { Db } from '../../db/database.ts';
import type { Change, ChangeLog } from '../../lib/change-log.ts';
import { auditLog } from './staff.tables.ts';

/** A change and the staff member who made it, or none when the shop itself did. */
export interface AuditEntry extends Change {
  /** Null for the shop's own scheduled jobs (docs/jobs.md). */
  staffId: number | null;
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

/** The change log a console call hands to a domain's write: each change becomes an audit row signed by the staff member. */
export function auditBy(staffId: number): ChangeLog {
  return (tx, change) => recordAudit(tx, { staffId, ...change });
}
