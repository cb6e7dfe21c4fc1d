import type { adminAuditLogGet } from '@shop/contract/admin/audit-log.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { consoleApi } from '../console-api.ts';

/** Owners only: the server refuses anyone else, and the console does not offer it to them. */
export const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuditLog: build.query<CallOutput<typeof adminAuditLogGet>, CallInput<typeof adminAuditLogGet>>({
      query: (body) => ({ call: 'admin_audit_log_get', auth: 'staff', body }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useAdminAuditLogQuery } = auditApi;
