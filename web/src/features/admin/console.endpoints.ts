import type { ApiError } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';
import { forgetStaffToken } from '../../api/staff-token.ts';

/**
 * The staff console's slice of the one RTK Query API. Injected from the console chunk only, so the
 * storefront's bundle never carries a staff endpoint. Every console call is `auth: 'staff'`.
 */
export const CONSOLE_TAGS = ['Staff', 'AdminOrder', 'AdminMember', 'AdminDashboard', 'AdminAudit'] as const;

export const consoleApi = baseApi.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS });

/**
 * For console calls that show their own errors (`ownsErrors`, e.g. inside a dialog): the base query
 * then leaves a 401 alone, so this signs the console out on it instead.
 */
export async function signOutOnRefusal({ queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
  await queryFulfilled.catch((failure: { error?: ApiError }) => {
    if (failure.error?.status === 401) forgetStaffToken();
  });
}
