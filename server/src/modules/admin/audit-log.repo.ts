import type { AuditEntry } from '@shop/contract/admin/audit-log.calls';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eqWhenGiven } from '../../db/filters.ts';
import { auditLog, staffAccounts } from './staff.tables.ts';

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  staffId?: number | undefined;
  limit: number;
  offset: number;
}

/** Newest first, with who made each change (no one: the shop's own jobs). */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const where = and(
    eqWhenGiven(auditLog.entity, filter.entity),
    eqWhenGiven(auditLog.entityId, filter.entityId),
    eqWhenGiven(auditLog.staffId, filter.staffId),
  );
  const rows = await db
    .select({
      id: auditLog.id,
      staff_id: auditLog.staffId,
      staff_name: staffAccounts.name,
      staff_email: staffAccounts.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const total = await db.$count(auditLog, where);
  return {
    entries: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total,
  };
}
