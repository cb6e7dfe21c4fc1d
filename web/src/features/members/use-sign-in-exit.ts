import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor, afterSignIn, rememberedPath } from './access.ts';

/**
 * Where a sign-in page sends the shopper (see afterSignIn). `arrivedSignedIn` is true when they
 * opened the page already signed in: the page then passes them straight on. It is decided once
 * the stored user is back, which for the sign-in page the server rendered is just after it hydrated.
 */
export function useSignInExit(checkout: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.user.token);
  const restored = useShopperKnown();
  const arrival = () => (restored ? accessFor(token) === 'allow' : undefined);
  const [arrivedSignedIn, setArrivedSignedIn] = useState(arrival);
  if (arrivedSignedIn === undefined && restored) setArrivedSignedIn(arrival());
  const from = rememberedPath(location.state);
  const destination = (newUser: boolean) => afterSignIn({ checkout, from, newUser });
  return {
    arrivedSignedIn: arrivedSignedIn === true,
    onward: destination(false),
    /** The sign-in page itself leaves the history, so Back does not return to a filled-in form. */
    signedIn: (newUser: boolean) => navigate(destination(newUser), { replace: true }),
  };
}
