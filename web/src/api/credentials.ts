import type { Dispatch } from '@reduxjs/toolkit';
import * as calls from '@shop/contract/call-names';
import { CLIENT_ID } from '@shop/contract/client-id';
import { sendToSignIn } from '../shared/navigation.ts';
import { loggedOut, siteAccessTokenReceived, type UserState } from '../shared/session/user.slice.ts';
import type { ApiCall } from './api-call.ts';
import { readStaffToken } from './staff-token.ts';

interface CredentialState {
  user: UserState;
  cart: { shippingMethod: 'pickup' | 'delivery'; deliveryCountryId: number | null };
}

/**
 * What a call carries besides its own fields, by the auth its contract names: a cart call the
 * site access token and the delivery country, and the member's Bearer token too whenever there is
 * one (a member's cart follows the member, so without it a cart read would show the guest cart of
 * this browser); a member call the member's token; a staff call the console's own token.
 */
export function credentialsFor(getState: () => unknown, args: ApiCall) {
  const { user, cart } = getState() as CredentialState;
  const { auth, cart: carriesCart } = args.call;
  const body: Record<string, unknown> = carriesCart
    ? {
        access_token: user.site_access_token ?? '',
        delivery_country_id:
          cart.shippingMethod === 'delivery' && cart.deliveryCountryId ? cart.deliveryCountryId : '',
      }
    : {};
  // A public call given a staff token (setting up two-step sign-in from the console) sends it too.
  if (auth === 'staff' || args.staffToken !== undefined)
    return { body, token: args.staffToken ?? readStaffToken() ?? undefined };
  const wantsMember = auth === 'member' || auth === 'cart' || args.asMember;
  return { body, token: wantsMember ? (user.token ?? undefined) : undefined };
}

let tokenRequest: Promise<void> | undefined;

/**
 * Asks the server for a new site access token. Start-up, a cart call made before start-up has one
 * and a refused token share one request at a time: two tokens answered side by side would leave the
 * shopper's first line in a guest cart the browser no longer holds.
 */
export function fetchAccessToken(dispatch: Dispatch): Promise<void> {
  tokenRequest ??= (async () => {
    const response = await fetch(`/api/${calls.accessTokenGet.name}.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: CLIENT_ID, access_token: '' }),
    });
    const data = (await response.json().catch(() => ({}))) as { status?: number; access_token?: string };
    if (data.status === 1 && data.access_token) dispatch(siteAccessTokenReceived(data.access_token));
  })().finally(() => {
    tokenRequest = undefined;
  });
  return tokenRequest;
}

/** A cart call waits for the site access token its cart hangs on, when the browser has none yet. */
export function needsAccessToken(getState: () => unknown, args: ApiCall): boolean {
  const { user } = getState() as CredentialState;
  return args.call.cart === true && !user.site_access_token;
}

/**
 * A refused member token (the session ended on the server: signed out everywhere, or lapsed) logs
 * out and sends the shopper to sign in again, back to this page after.
 */
export function sessionRefused(dispatch: Dispatch): void {
  dispatch(loggedOut());
  sendToSignIn();
}
