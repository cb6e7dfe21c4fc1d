import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { loggedOut } from '../../shared/session/user.slice.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor, type SignInState } from './access.ts';

/**
 * Session expiry, on start-up and on every navigation: a stored token whose `exp` has
 * passed signs the shopper out and sends them to sign in, remembering where they were.
 */
export function SessionExpiryGuard() {
  const token = useAppSelector((state) => state.user.token);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the moment to look again
  useEffect(() => {
    if (accessFor(token) !== 'expired') return;
    dispatch(loggedOut());
    const state: SignInState = { from: location };
    navigate(paths.loginRegister(), { replace: true, state });
  }, [location.key, token]);

  return <Outlet />;
}
