import { useSyncExternalStore } from 'react';
import { forgetStaffToken, readStaffToken, subscribeStaffToken } from '../../api/staff-token.ts';
import { useAdminLogoutMutation, useAdminMeQuery } from './staff-auth.endpoints.ts';

/** The console's own token: null shows the sign-in screen. Follows other tabs too. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribeStaffToken, readStaffToken, () => null);
}

/** Who is signed in (admin_me) and how to sign out: the token is forgotten, then the server ends it. */
export function useStaffSession() {
  const me = useAdminMeQuery();
  const [logout] = useAdminLogoutMutation();
  const signOut = () => {
    const token = readStaffToken();
    // Forgotten first, whatever the server answers (even offline) and even if the tab closes now:
    // the person asked to leave, and this browser must not keep them signed in.
    forgetStaffToken();
    if (token) void logout(token);
  };
  return { me, staff: me.data?.staff, signOut };
}

/** The signed-in staff member's role; owners alone see the audit log. */
export function useStaffRole() {
  return useAdminMeQuery().data?.staff.role;
}
