import { useSyncExternalStore } from 'react';
import { forgetStaffToken, readStaffToken, subscribeStaffToken } from '../../api/staff-token.ts';
import { useAdminLogoutMutation, useAdminMeQuery } from './staff-auth-api.ts';

/** The console's own token: null shows the sign-in screen. Follows other tabs too. */
export function useStaffToken(): string | null {
  return useSyncExternalStore(subscribeStaffToken, readStaffToken, () => null);
}

/** Who is signed in (admin_me) and how to sign out: the server ends the token, then it is forgotten. */
export function useStaffSession() {
  const me = useAdminMeQuery();
  const [logout, { isLoading: signingOut }] = useAdminLogoutMutation();
  const signOut = async () => {
    // Forgotten whatever the server answered (even offline): the person asked to leave.
    await logout();
    forgetStaffToken();
  };
  return { me, staff: me.data?.staff, signOut, signingOut };
}

/** The signed-in staff member's role; owners alone see the audit log. */
export function useStaffRole() {
  return useAdminMeQuery().data?.staff.role;
}
