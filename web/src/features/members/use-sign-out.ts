import { loggedOut } from '../../shared/session/user.slice.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { useLogoutEverywhereMutation, useLogoutMutation } from './sign-out.endpoints.ts';

/**
 * Signing out: the server ends the token first (on every server, so a copied token is dead too),
 * then this browser forgets it. A failed call (offline) still signs this browser out.
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  const [logoutEverywhere, everywhere] = useLogoutEverywhereMutation();
  return {
    signOut: async () => {
      await logout().catch(() => undefined);
      dispatch(loggedOut());
    },
    signOutEverywhere: async () => {
      const answer = await logoutEverywhere();
      if ('error' in answer) return false;
      dispatch(loggedOut());
      return true;
    },
    signingOutEverywhere: everywhere.isLoading,
  };
}
