import type { CallContext } from '../../http/call-handler.ts';

/**
 * Whose cart a call is about: every cart call carries the browser's access token (its site access
 * token), and a member's call also the member.
 */
export interface CartIdentity {
  accessToken: string;
  memberId: number | null;
}

/** A cart call: whose cart, and how the shopper means to receive it. */
export interface CartRequest extends CartIdentity {
  /** Sent only while the shopper has chosen delivery; without it shipping is "calculated at checkout". */
  deliveryCountryId: number | undefined;
}

/** Cart calls work for guests; a Bearer token (resolved by the API route) makes the cart the member's. */
export function memberIdOf(ctx: CallContext): number | null {
  return ctx.member?.id ?? null;
}

export async function cartRequest(
  input: { access_token: string; delivery_country_id?: number | undefined },
  ctx: CallContext,
): Promise<CartRequest> {
  return {
    accessToken: input.access_token,
    memberId: memberIdOf(ctx),
    deliveryCountryId: input.delivery_country_id,
  };
}
