import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminAuditLogGet } from '@shop/contract/admin/audit-log.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/** Owners only: the server refuses anyone else, and the console does not offer it to them. */
export const auditApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminAuditLog: build.query<CallOutput<typeof adminAuditLogGet>, CallInput<typeof adminAuditLogGet>>({
      query: (body) => apiCall(calls.adminAuditLogGet, body),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useAdminAuditLogQuery } = auditApi;
