import { baseApi } from '../../api/base-api.ts';

/**
 * The staff console's slice of the one RTK Query API. Injected from the console chunk only, so the
 * storefront's bundle never carries a staff endpoint. Every console call is `auth: 'staff'`.
 */
export const CONSOLE_TAGS = ['Staff', 'AdminOrder', 'AdminMember', 'AdminDashboard', 'AdminAudit'] as const;

export const consoleApi = baseApi.enhanceEndpoints({ addTagTypes: CONSOLE_TAGS });
