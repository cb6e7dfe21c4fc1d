import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor, type SignInState } from './access.ts';

/**
 * Protected pages: a visitor without a member token goes to /login-register, replacing
 * this history entry and remembering the page, which sign-in returns to. An expired token renders
 * nothing for the moment the session guard takes to sign it out.
 *
 * Until the stored user is back nobody is known, which happens only on a page the server rendered
 * (and a moment after it hydrated): a page that shows its `frame` meanwhile (what every member
 * sees before their answers come, asking for nothing of theirs: `useShopperKnown`) is shown, any
 * other renders nothing; nobody is sent to sign in before then.
 */
export function ProtectedRoute({ frame = false }: { frame?: boolean }) {
  const token = useAppSelector((state) => state.user.token);
  const restored = useShopperKnown();
  const location = useLocation();
  // One object per location: <Navigate> navigates again whenever its state changes identity, and
  // this page may re-render (store updates) while the sign-in page is still loading.
  const state = useMemo<SignInState>(() => ({ from: location }), [location]);
  if (!restored) return frame ? <Outlet /> : null;
  const access = accessFor(token);
  if (access === 'expired') return null;
  if (access === 'sign-in') return <Navigate to={paths.loginRegister()} replace state={state} />;
  return <Outlet />;
}
