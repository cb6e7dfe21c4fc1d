import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type Config, emailLinkBase } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Job } from '../../lib/job.ts';
import { productRows, variantName, variantRows } from '../catalog/index.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { backInStockEmail } from './back-in-stock-email.ts';
import { stockNotifyRequests as requests } from './stock-notify.tables.ts';

/** Requests answered per transaction, so a big restock never holds many row locks at once. */
const BATCH = 200;

/**
 * Claims up to BATCH open requests whose variant is in stock now: the conditional UPDATE sets
 * notified_at, which no second claim matches, and SKIP LOCKED lets a concurrent run pass over the
 * rows this one holds instead of waiting to find them answered.
 */
function claimRestocked(tx: Db, now: Date) {
  const due = tx
    .select({ id: requests.id })
    .from(requests)
    .innerJoin(variantRows, eq(variantRows.id, requests.variantId))
    .where(and(isNull(requests.notifiedAt), gt(variantRows.inventory, 0)))
    .orderBy(asc(requests.id))
    .limit(BATCH)
    .for('update', { of: requests, skipLocked: true });
  return tx
    .update(requests)
    .set({ notifiedAt: now })
    .where(and(inArray(requests.id, due), isNull(requests.notifiedAt)))
    .returning();
}

async function variantsNamed(tx: Db, ids: number[]) {
  const rows = await tx
    .select({
      id: variantRows.id,
      options: variantRows.options,
      productId: productRows.id,
      nameEn: productRows.nameEn,
      nameZh: productRows.nameZh,
    })
    .from(variantRows)
    .innerJoin(productRows, eq(productRows.id, variantRows.productId))
    .where(inArray(variantRows.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** One batch: claim, then queue each claimed request's email in the same transaction (both or neither). */
async function answerBatch(db: Db, config: Config, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await claimRestocked(tx, now);
    if (claimed.length === 0) return 0;
    const shop = await readShopInfo(tx, config);
    const named = await variantsNamed(tx, [...new Set(claimed.map((r) => r.variantId))]);
    for (const request of claimed) {
      const variant = named.get(request.variantId)!;
      const line = { product: variant, variant };
      const chinese = request.language === 'zh-HK';
      await enqueueMessage(
        tx,
        backInStockEmail(shop, {
          to: request.email,
          language: request.language,
          name: variantName(line, chinese ? 'zh' : 'en'),
          // The page opens in the language the shopper asked in.
          productLink: `${emailLinkBase(config)}/product/${variant.productId}${chinese ? '?lng=zh-HK' : ''}`,
        }),
      );
    }
    return claimed.length;
  });
}

/**
 * Answers every open request whose variant is in stock as of the run. Whatever raised the stock (a
 * console adjustment, a cancelled or refunded order, a payment-deadline cancellation) the next run
 * sees it, so no path can forget to tell. docs/back-in-stock.md.
 */
function sendBackInStockEmails(db: Db, config: Config, now: Date): Promise<number> {
  return inBatches(BATCH, () => answerBatch(db, config, now));
}

export const backInStockJob = (config: Config): Job => ({
  name: 'email back-in-stock requests',
  every: 'hour',
  run: (db, now) => sendBackInStockEmails(db, config, now),
});
