import { useLocation, useNavigate } from 'react-router';
import { afterSignIn, rememberedPath } from './access.ts';

/**
 * Where a sign-in page sends the shopper (see afterSignIn): `onward` for one who opened it already
 * signed in (PassOnIfSignedIn), `signedIn` once they sign in on it.
 */
export function useSignInExit(checkout: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const from = rememberedPath(location.state);
  const destination = (newUser: boolean) => afterSignIn({ checkout, from, newUser });
  return {
    onward: destination(false),
    /** The sign-in page itself leaves the history, so Back does not return to a filled-in form. */
    signedIn: (newUser: boolean) => navigate(destination(newUser), { replace: true }),
  };
}
