import type { CallContext } from '../../http/call-handler.ts';
import { authenticateMember } from '../members/member-auth.ts';
import type { CartRequest } from './cart-session.ts';

/**
 * Cart calls work for guests, and a Bearer token (when sent) makes the cart the member's. The API
 * route resolves members only for `member` calls, so an optional one is resolved here with the
 * same check: a token that is sent but no longer valid is 401, as on every member call.
 */
export async function memberIdOf(ctx: CallContext): Promise<number | null> {
  if (ctx.member) return ctx.member.id;
  if (!ctx.authorization) return null;
  return (await authenticateMember(ctx.db, ctx.config, ctx.authorization)).id;
}

export async function cartRequest(
  input: { access_token: string; delivery_country_id?: number | undefined },
  ctx: CallContext,
): Promise<CartRequest> {
  return {
    accessToken: input.access_token,
    memberId: await memberIdOf(ctx),
    deliveryCountryId: input.delivery_country_id,
  };
}
