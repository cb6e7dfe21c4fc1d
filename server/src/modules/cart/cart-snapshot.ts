import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  catalogVersionSql,
  productRows,
  productRowsAs,
  variantRows,
  variantRowsAs,
} from '../catalog/index.ts';
import { hashToken } from './access-token.ts';
import type { CartLine } from './cart.repo.ts';
import { cartLines, carts, freeGiftRules, siteAccessTokens } from './cart.tables.ts';
import type { CartIdentity } from './cart-identity.ts';
import type { CartRow } from './cart-pricing.ts';
import { productInfo, productInfoOf } from './cart-rules.ts';

export interface CartSnapshot {
  cart: CartRow | null;
  /** In the order they were first added. */
  lines: CartLine[];
  /** Every live free-gift rule's variant with its stock, so pricing needs no read of its own. */
  giftVariants: Omit<CartLine, 'quantity'>[];
  /** Read in the same statement, so settings kept for it are never older than the lines. */
  catalogVersion: number;
  /** A member call from a browser whose guest cart still has to be merged (a change, done under locks). */
  guestCartWaiting: boolean;
}

type Owner = 'guest' | 'member';

const giftVariant = variantRowsAs('gift_variant');
const giftProduct = productRowsAs('gift_product');

/** Prepared once per database and sent by name, so PostgreSQL plans it once per connection. */
function prepareSnapshot(db: Db, owner: Owner) {
  return db
    .select({
      catalogVersion: catalogVersionSql().mapWith(Number),
      guestCartWaiting:
        owner === 'guest'
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM carts guest WHERE guest.access_token_id = ${siteAccessTokens.id})`,
      cart: carts,
      quantity: cartLines.quantity,
      variant: variantRows._.selectedFields,
      product: productInfo,
      // One row per line and live rule: the rules are few, and the lines are de-duplicated below.
      giftVariant: giftVariant._.selectedFields,
      giftProduct: productInfoOf(giftVariant.id, giftProduct),
    })
    .from(siteAccessTokens)
    .leftJoin(
      carts,
      owner === 'guest'
        ? eq(carts.accessTokenId, siteAccessTokens.id)
        : eq(carts.memberId, sql.placeholder('member')),
    )
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .leftJoin(variantRows, eq(variantRows.id, cartLines.variantId))
    .leftJoin(productRows, eq(productRows.id, variantRows.productId))
    .leftJoin(freeGiftRules, eq(freeGiftRules.active, true))
    .leftJoin(giftVariant, eq(giftVariant.id, freeGiftRules.giftVariantId))
    .leftJoin(giftProduct, eq(giftProduct.id, giftVariant.productId))
    .where(
      and(
        eq(siteAccessTokens.tokenHash, sql.placeholder('hash')),
        gt(siteAccessTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(asc(cartLines.addedAt), asc(cartLines.variantId), asc(freeGiftRules.id))
    .prepare(`cart_snapshot_${owner}`);
}

const prepared = new WeakMap<Db, Record<Owner, ReturnType<typeof prepareSnapshot>>>();

function snapshotQuery(db: Db, owner: Owner) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = { guest: prepareSnapshot(db, 'guest'), member: prepareSnapshot(db, 'member') };
    prepared.set(db, queries);
  }
  return queries[owner];
}

/**
 * The caller's cart and its lines in one statement, without a lock (one snapshot, so the cart row and
 * its lines agree). Null when the access token is not live.
 */
export async function readCartSnapshot(db: Db, caller: CartIdentity): Promise<CartSnapshot | null> {
  if (caller.accessToken === '') return null;
  const owner = caller.memberId === null ? 'guest' : 'member';
  const rows = await snapshotQuery(db, owner).execute({
    hash: hashToken(caller.accessToken),
    member: caller.memberId,
  });
  const [first] = rows;
  if (!first) return null;
  const lines = new Map<number, CartLine>();
  const giftVariants = new Map<number, Omit<CartLine, 'quantity'>>();
  for (const row of rows) {
    const { variant, product, quantity } = row;
    if (variant && product && quantity !== null) lines.set(variant.id, { variant, product, quantity });
    if (row.giftVariant && row.giftProduct)
      giftVariants.set(row.giftVariant.id, { variant: row.giftVariant, product: row.giftProduct });
  }
  return {
    cart: first.cart,
    lines: [...lines.values()],
    giftVariants: [...giftVariants.values()],
    catalogVersion: first.catalogVersion,
    guestCartWaiting: first.guestCartWaiting,
  };
}
