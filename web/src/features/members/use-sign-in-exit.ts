import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { accessFor, afterSignIn, rememberedPath } from './access.ts';

/**
 * Where a sign-in page sends the shopper (see afterSignIn). `arrivedSignedIn` is true when they
 * opened the page already signed in: the page then passes them straight on.
 */
export function useSignInExit(checkout: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.user.token);
  const [arrivedSignedIn] = useState(() => accessFor(token) === 'allow');
  const from = rememberedPath(location.state);
  const destination = (newUser: boolean) => afterSignIn({ checkout, from, newUser });
  return {
    arrivedSignedIn,
    onward: destination(false),
    /** The sign-in page itself leaves the history, so Back does not return to a filled-in form. */
    signedIn: (newUser: boolean) => navigate(destination(newUser), { replace: true }),
  };
}
