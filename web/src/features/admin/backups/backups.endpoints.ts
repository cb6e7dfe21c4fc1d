import * as calls from '@shop/contract/admin/admin-call-names';
import { callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

/** Owners only, like the audit log: the last backup and whether nightly backups are on. */
export const backupsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    adminBackupStatus: callQuery(build, calls.adminBackupStatusGet),
  }),
});

export const { useAdminBackupStatusQuery } = backupsApi;
