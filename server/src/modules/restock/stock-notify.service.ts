import type { CallParsedInput } from '@shop/contract/calls';
import type { stockNotifySubscribe } from '@shop/contract/restock/stock-notify.calls';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { productRows, variantRows } from '../catalog/index.ts';
import { authenticateMember, clientAddress, consume } from '../members/index.ts';
import { stockNotifyRequests } from './stock-notify.tables.ts';

type Subscription = CallParsedInput<typeof stockNotifySubscribe>;

/** Enough for a shopper asking for every size of a few lots; few enough that nobody floods a stranger's inbox. */
const REQUESTS_PER_HOUR = 30;

/** The member the call's Bearer token stands for, if any: a stale token is asked as a guest, not refused. */
async function memberIdOf(ctx: CallContext): Promise<number | null> {
  if (!ctx.authorization) return null;
  try {
    return (await authenticateMember(ctx.db, ctx.config, ctx.authorization)).id;
  } catch {
    return null;
  }
}

async function isOnSale(tx: Db, variantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: variantRows.id })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(and(eq(variantRows.id, variantId), eq(productRows.active, true)));
  return row !== undefined;
}

/**
 * Records the request, once per variant and address while it is open (asking again changes
 * nothing, not even the language). The back-in-stock job answers it.
 */
export async function subscribeToRestock(ctx: CallContext, input: Subscription): Promise<void> {
  const memberId = await memberIdOf(ctx);
  await ctx.db.transaction(async (tx) => {
    await consume(tx, [
      { key: `stock-notify:${clientAddress(ctx.ip)}`, max: REQUESTS_PER_HOUR, windowSeconds: 3600 },
    ]);
    if (!(await isOnSale(tx, input.variant_id)))
      throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
    await tx
      .insert(stockNotifyRequests)
      .values({
        variantId: input.variant_id,
        email: input.email.trim().toLowerCase(),
        language: input.language,
        memberId,
      })
      .onConflictDoNothing({
        target: [stockNotifyRequests.variantId, stockNotifyRequests.email],
        where: sql`notified_at IS NULL`,
      });
  });
}
