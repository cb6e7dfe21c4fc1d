import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { sendToSignIn } from '../../shared/navigation.ts';
import { loggedOut } from '../../shared/session/user.slice.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor } from './access.ts';

/**
 * Session expiry, on start-up and on every navigation: a stored token whose `exp` has
 * passed signs the shopper out and sends them to sign in, remembering where they were.
 */
export function SessionExpiryGuard() {
  const token = useAppSelector((state) => state.user.token);
  const dispatch = useAppDispatch();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the moment to look again
  useEffect(() => {
    if (accessFor(token) !== 'expired') return;
    dispatch(loggedOut());
    sendToSignIn();
  }, [location.key, token]);

  return <Outlet />;
}
