import type { CallContext } from '../../http/call-handler.ts';
import type { CartRequest } from './cart-session.ts';

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
