import type { Dispatch } from '@reduxjs/toolkit';
import { CLIENT_ID } from '@shop/contract/client-id';
import { navigateTo } from '../app/navigation.ts';
import { loggedOut, siteAccessTokenReceived, type UserState } from '../app/session/user-slice.ts';
import type { ApiCall } from './api-call.ts';
import { readStaffToken } from './staff-token.ts';

interface CredentialState {
  user: UserState;
  cart: { shippingMethod: 'pickup' | 'delivery'; deliveryCountryId: number | null };
}

/** What a call carries besides its own fields: the site access token and delivery country, or the Bearer token. */
export function credentialsFor(getState: () => unknown, args: ApiCall) {
  const { user, cart } = getState() as CredentialState;
  const wantsCart = args.auth === 'cart' || args.auth === 'cart-member';
  const wantsMember = args.auth === 'member' || args.auth === 'cart-member';
  const body: Record<string, unknown> = wantsCart
    ? {
        access_token: user.site_access_token ?? '',
        delivery_country_id:
          cart.shippingMethod === 'delivery' && cart.deliveryCountryId ? cart.deliveryCountryId : '',
      }
    : {};
  if (args.auth === 'staff') return { body, token: args.staffToken ?? readStaffToken() ?? undefined };
  return { body, token: wantsMember ? (user.token ?? undefined) : undefined };
}

/** Spec §8: a refused site access token is replaced silently, once, without a message. */
export async function refreshAccessToken(dispatch: Dispatch): Promise<void> {
  const response = await fetch('/api/access_token_get.php', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: CLIENT_ID, access_token: '' }),
  });
  const data = (await response.json().catch(() => ({}))) as { status?: number; access_token?: string };
  if (data.status === 1 && data.access_token) dispatch(siteAccessTokenReceived(data.access_token));
}

/** Spec §4/§8: a refused member token logs out and sends the shopper to sign in again. */
export function sessionRefused(dispatch: Dispatch): void {
  dispatch(loggedOut());
  navigateTo('/login-register', { replace: true });
}
