import { and, asc, eq, exists, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import { type Config, emailLinkBase } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Job } from '../../lib/job.ts';
import { readCartReminderRules, readShopInfo } from '../lookups/index.ts';
import { marketingMembers, unsubscribeLinks } from '../members/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { orderRows } from '../orders/index.ts';
import { loadCartLines } from './cart.repo.ts';
import { cartLines, carts } from './cart.tables.ts';
import { forgottenCartEmail } from './forgotten-cart-email.ts';

/** Carts reminded of per transaction, so a run never holds many row locks at once. */
const BATCH = 100;
const HOUR = 3_600_000;

/** Not reminded of in this version: `reminded_for` holds the `updated_at` the last reminder saw. */
const notRemindedOfThisVersion = sql`${carts.remindedFor} IS DISTINCT FROM ${carts.updatedAt}`;

/**
 * Claims up to BATCH member carts that are due: lines in them, unchanged since `leftBefore`, not
 * reminded of as they stand, their member consenting to marketing, and no order placed by the
 * member since the cart last changed. The claim copies `updated_at` into `reminded_for`, which no
 * second claim matches; SKIP LOCKED passes over carts a concurrent run or a cart call holds.
 */
function claimForgotten(tx: Db, leftBefore: Date) {
  const due = tx
    .select({ id: carts.id })
    .from(carts)
    .innerJoin(marketingMembers, eq(marketingMembers.id, carts.memberId))
    .where(
      and(
        lte(carts.updatedAt, leftBefore),
        notRemindedOfThisVersion,
        exists(tx.select({ one: sql`1` }).from(cartLines).where(eq(cartLines.cartId, carts.id))),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderRows)
            .where(and(eq(orderRows.memberId, carts.memberId), gte(orderRows.createdAt, carts.updatedAt))),
        ),
      ),
    )
    .orderBy(asc(carts.id))
    .limit(BATCH)
    .for('update', { of: carts, skipLocked: true });
  return tx
    .update(carts)
    .set({ remindedFor: sql`${carts.updatedAt}` })
    .from(marketingMembers)
    .where(and(inArray(carts.id, due), notRemindedOfThisVersion, eq(marketingMembers.id, carts.memberId)))
    .returning({ id: carts.id, email: marketingMembers.email, firstName: marketingMembers.firstName });
}

/** One batch: claim, then queue each claimed cart's email in the same transaction (both or neither). */
async function remindBatch(db: Db, config: Config, leftBefore: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimForgotten(tx, leftBefore);
    if (claimed.length === 0) return 0;
    const shop = await readShopInfo(tx, config);
    for (const cart of claimed) {
      await enqueueMessage(
        tx,
        forgottenCartEmail(shop, {
          to: cart.email!,
          firstName: cart.firstName,
          lines: await loadCartLines(tx, cart.id),
          cartLink: `${emailLinkBase(config)}/cart`,
          unsubscribe: unsubscribeLinks(config, shop.email, cart.email!),
        }),
      );
    }
    return claimed.length;
  });
}

/**
 * Reminds each consenting member of a cart left `abandoned_cart_hours` (a shop setting) as of the
 * run, once per version of the cart. docs/back-in-stock.md.
 */
async function remindForgottenCarts(db: Db, config: Config, now: Date): Promise<number> {
  const { abandoned_cart_hours: hours } = await readCartReminderRules(db);
  const leftBefore = new Date(now.getTime() - hours * HOUR);
  return inBatches(BATCH, () => remindBatch(db, config, leftBefore));
}

export const forgottenCartJob = (config: Config): Job => ({
  name: 'remind forgotten carts',
  every: 'hour',
  run: (db, now) => remindForgottenCarts(db, config, now),
});
