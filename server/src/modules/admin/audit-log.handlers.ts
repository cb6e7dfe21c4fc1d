import { adminAuditLogGet } from '@shop/contract/admin/audit-log.calls';
import { handle } from '../../http/call-handler.ts';
import { listAudit } from './audit-log.repo.ts';

export const auditLogHandlers = [
  handle(adminAuditLogGet, async (input, { db }) => {
    const { entries, total } = await listAudit(db, {
      entity: input.entity,
      entityId: input.entity_id,
      staffId: input.staff_id,
      limit: input.limit,
      offset: input.offset,
    });
    return { entries, total_rows: total };
  }),
];
