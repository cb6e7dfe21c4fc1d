import { paths } from './paths.ts';

/**
 * Lets code outside React (the base query) navigate; the router registers itself at start-up.
 * Kept tiny so the API layer does not import the router and its pages.
 */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }) {
  navigator(to, options);
}

/**
 * Sends the shopper to sign in in place of this page, remembering it as a protected page does
 * (`SignInState`, features/members/access.ts), so signing in again brings them back here. Once on
 * the sign-in page it stays as it is: the other calls an ended session had under way are refused
 * a moment later, and sending the shopper again would forget the page they came from.
 */
export function sendToSignIn() {
  const { pathname, search, hash } = window.location;
  if (pathname === paths.loginRegister()) return;
  navigateTo(paths.loginRegister(), { replace: true, state: { from: { pathname, search, hash } } });
}
