import { paths } from '../../shared/paths.ts';
import { isTokenExpired } from '../../shared/session/token-expiry.ts';

/**
 * Who may see a protected page: a member with a live token. An expired token is its
 * own case: the session guard is signing it out and will send the shopper to sign in.
 */
export type Access = 'allow' | 'expired' | 'sign-in';

export function accessFor(token: string | null, now: number = Date.now()): Access {
  if (!token) return 'sign-in';
  return isTokenExpired(token, now) ? 'expired' : 'allow';
}

/** What a protected page leaves in the history state when it sends a visitor to sign in. */
export interface SignInState {
  from: { pathname: string; search?: string; hash?: string };
}

/**
 * The page to go back to after signing in, read from the history state. Only a path of this site
 * counts: never a protocol-relative `//host` or the sign-in pages themselves.
 */
export function rememberedPath(state: unknown): string | null {
  const from = (state as Partial<SignInState> | null)?.from;
  if (!from || typeof from.pathname !== 'string') return null;
  const { pathname, search = '', hash = '' } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return null;
  if (SIGN_IN_PAGES.includes(pathname)) return null;
  return `${pathname}${search}${hash}`;
}

const SIGN_IN_PAGES = [paths.loginRegister(), paths.otpLogin(), paths.checkoutLogin()];

/**
 * Where a shopper lands after signing in: back to checkout when they came from the cart, to
 * /my-account when the account is new (register, or a first sign-in by phone code), else to
 * the page they were sent away from, else /my-account.
 */
export function afterSignIn({
  checkout,
  from,
  newUser,
}: {
  checkout: boolean;
  from: string | null;
  newUser: boolean;
}): string {
  if (checkout) return paths.checkout(false);
  if (newUser) return paths.myAccount();
  return from ?? paths.myAccount();
}
