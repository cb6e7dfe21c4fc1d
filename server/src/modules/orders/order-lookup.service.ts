import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { clientAddress, consume, type Limit } from '../members/index.ts';
import { orderTokenFor } from './order-tracking.repo.ts';

/**
 * Each client address may try 10 number-and-email pairs in 15 minutes, found or not: enough for a
 * shopper with a typo or two, too few to guess emails for an order number (or numbers for an email).
 */
export const orderLookupLimits = (client: string): Limit[] => [
  { key: `order_lookup:ip:${client}`, max: 10, windowSeconds: 15 * 60 },
];

/**
 * A wrong number and a wrong email get the one same refusal, so the answer tells nothing more. The try
 * is counted in a transaction of its own: a refusal must not roll its count back.
 */
export async function lookUpOrder(
  ctx: CallContext,
  input: { order_number: string; email: string },
): Promise<{ order_token: string }> {
  await ctx.db.transaction((tx) => consume(tx, orderLookupLimits(clientAddress(ctx.ip))));
  const token = await orderTokenFor(ctx.db, input.order_number, input.email);
  if (!token) throw new ApiError('ORDER_LOOKUP_FAILED');
  return { order_token: token };
}
