import * as calls from '@shop/contract/admin/admin-call-names';
import type { adminBackupStatusGet } from '@shop/contract/admin/backups-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { apiCall } from '../../../api/api-call.ts';
import { consoleApi } from '../console.endpoints.ts';

/** Owners only, like the audit log: the last backup and whether nightly backups are on. */
export const backupsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminBackupStatus: build.query<CallOutput<typeof adminBackupStatusGet>, void>({
      query: () => apiCall(calls.adminBackupStatusGet, {}),
    }),
  }),
});

export const { useAdminBackupStatusQuery } = backupsApi;
