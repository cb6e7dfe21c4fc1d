import * as calls from '@shop/contract/admin/admin-call-names';
import { callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** Owners only: the server refuses anyone else, and the console does not offer it to them. */
export const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuditLog: callQuery(build, calls.adminAuditLogGet, { tags: ['AdminAudit'] }),
  }),
});

export const { useAdminAuditLogQuery } = auditApi;
