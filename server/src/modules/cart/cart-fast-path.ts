import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { isVariantNamedBy, productRows, variantRows } from '../catalog/index.ts';
import { hashToken } from './access-token.ts';
import type { CartRequest } from './cart-identity.ts';
import { refusalToHold } from './cart-rules.ts';

/**
 * The common cart changes, each as one statement (a data-modifying WITH, atomic without BEGIN and
 * COMMIT). It locks the cart row as the transactional path does (`FOR UPDATE`), so it takes turns with
 * every locked cart change and with order_create. What the cart may hold is judged by the same rule
 * as on that path (cart-rules.ts). Each answers whether it wrote; when it did not (the token is not
 * live, a guest cart waits to be merged, the rule refuses the change, a line needs capping first, a
 * racing call created the cart) the caller runs the transactional path, which does the unusual case
 * and gives the error with its reason.
 *
 * Stock is judged in the statement's snapshot, as the transactional path judges it a moment before its
 * write; order_create takes stock with its own guarded update, so a cart can never oversell.
 */

const member = sql.placeholder('member');
const ref = sql.placeholder('ref');
const quantity = sql.placeholder('quantity');

type Owner = 'guest' | 'member';

/**
 * The caller's cart, locked; empty for a dead token, a member whose guest cart waits to be merged, or
 * an unknown delivery country (that call must fail before anything is written). Guests and members
 * get a statement each, so each plan looks the cart up by its own index.
 */
function lockedCart(owner: Owner): SQL {
  const country = sql.placeholder('country');
  return sql`
    token AS (
      SELECT id FROM site_access_tokens
      WHERE token_hash = ${sql.placeholder('hash')} AND expires_at > now()
        AND (${country}::int IS NULL OR EXISTS (SELECT 1 FROM delivery_countries WHERE id = ${country}::int))
    ),
    guest AS (
      SELECT 1 FROM carts, token WHERE ${sql.raw(String(owner === 'member'))} AND carts.access_token_id = token.id
    ),
    found AS (
      SELECT carts.id FROM carts, token
      WHERE ${owner === 'guest' ? sql`carts.access_token_id = token.id` : sql`carts.member_id = ${member}::int`}
        AND NOT EXISTS (SELECT 1 FROM guest)
      FOR UPDATE OF carts
    )`;
}

/**
 * The variant a call names, when the cart may hold `atLeast` of it (cart-rules.ts, the rule the locked
 * path applies too). Lines above their stock are not touched here: the locked path caps them first.
 */
function saleableVariant(atLeast: SQLWrapper | number): SQL {
  return sql`
    target AS (
      SELECT ${variantRows.id} FROM ${variantRows} JOIN ${productRows} ON ${productRows.id} = ${variantRows.productId}
      WHERE ${isVariantNamedBy(sql`${ref}::int`)} AND ${refusalToHold(member, sql`${atLeast}`)} IS NULL
    )`;
}

/**
 * A change to the lines resets the applied credit (as resetCredit does) and, on a member's cart,
 * stamps the change for the forgotten-cart reminder; a guest cart without credit is not written.
 */
const creditReset = sql`
    credit_reset AS (
      UPDATE carts SET credit_points = 0, updated_at = now()
      WHERE id IN (SELECT cart_id FROM changed) AND (credit_points > 0 OR member_id IS NOT NULL)
    )`;

const dialect = new PgDialect();

/**
 * A change written once as SQL with placeholders and sent as a named prepared statement, so
 * PostgreSQL plans it once per connection rather than on every call.
 */
function quickChange(name: string, ctes: (owner: Owner) => SQL[]) {
  const queryOf = (owner: Owner) =>
    dialect.sqlToQuery(
      sql`WITH ${sql.join([lockedCart(owner), ...ctes(owner), creditReset], sql`,`)}
      SELECT count(*)::int AS n FROM changed`,
    );
  const queries = { guest: queryOf('guest'), member: queryOf('member') };
  return async (db: Db, caller: CartRequest, values: { ref?: number; quantity?: number } = {}) => {
    const owner = caller.memberId === null ? 'guest' : 'member';
    const prepared = db._.session.prepareQuery(queries[owner], undefined, `${name}_${owner}`, false);
    const { rows } = (await prepared.execute({
      hash: hashToken(caller.accessToken),
      member: caller.memberId,
      country: caller.deliveryCountryId ?? null,
      ...values,
    })) as { rows: { n: number }[] };
    return rows[0]!.n > 0;
  };
}

/** Adds to the line (creating the cart on the first add); two adds at once both count. */
const add = quickChange('cart_quick_add', (owner) => [
  saleableVariant(quantity),
  sql`
    created AS (
      INSERT INTO carts (access_token_id, member_id)
      SELECT ${owner === 'guest' ? sql`token.id, NULL::int` : sql`NULL::int, ${member}::int`} FROM token
      WHERE NOT EXISTS (SELECT 1 FROM found) AND NOT EXISTS (SELECT 1 FROM guest)
        AND EXISTS (SELECT 1 FROM target)
      ON CONFLICT DO NOTHING
      RETURNING id
    ),
    changed AS (
      INSERT INTO cart_lines (cart_id, variant_id, quantity)
      SELECT cart.id, target.id, ${quantity}::int
      FROM (SELECT id FROM found UNION ALL SELECT id FROM created) cart, target
      ON CONFLICT (cart_id, variant_id) DO UPDATE SET quantity = cart_lines.quantity + excluded.quantity
      WHERE cart_lines.quantity + excluded.quantity
        <= (SELECT ${variantRows.inventory} FROM ${variantRows} WHERE ${variantRows.id} = excluded.variant_id)
      RETURNING cart_id
    )`,
]);

/** Sets the quantity of a line already in the cart. */
const update = quickChange('cart_quick_update', () => [
  saleableVariant(quantity),
  sql`
    changed AS (
      UPDATE cart_lines SET quantity = ${quantity}::int
      FROM found, target, ${variantRows}
      WHERE cart_lines.cart_id = found.id AND cart_lines.variant_id = target.id
        AND ${variantRows.id} = cart_lines.variant_id AND cart_lines.quantity <= ${variantRows.inventory}
      RETURNING cart_lines.cart_id
    )`,
]);

/** Removes a line that is in the cart. */
const remove = quickChange('cart_quick_remove', () => [
  saleableVariant(1),
  sql`
    changed AS (
      DELETE FROM cart_lines USING found, target
      WHERE cart_lines.cart_id = found.id AND cart_lines.variant_id = target.id
      RETURNING cart_lines.cart_id
    )`,
]);

/** Empties the paid lines of a cart that has some. */
const removeAll = quickChange('cart_quick_remove_all', () => [
  sql`
    changed AS (
      DELETE FROM cart_lines USING found WHERE cart_lines.cart_id = found.id RETURNING cart_lines.cart_id
    )`,
]);

export const quickAdd = (db: Db, caller: CartRequest, ref: number, quantity: number) =>
  add(db, caller, { ref, quantity });
export const quickUpdate = (db: Db, caller: CartRequest, ref: number, quantity: number) =>
  update(db, caller, { ref, quantity });
export const quickRemove = (db: Db, caller: CartRequest, ref: number) => remove(db, caller, { ref });
export const quickRemoveAll = (db: Db, caller: CartRequest) => removeAll(db, caller);
