import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bilingualText, createdAt, integerReference, timestamptz, updatedAt } from '../../db/columns.ts';
import { variants } from '../catalog/catalog.tables.ts';
import { members } from '../members/members.tables.ts';
import { coupons } from './coupons.tables.ts';

/** A browser's site access token: only its SHA-256 is stored, so a database leak opens no carts. */
export const siteAccessTokens = pgTable(
  'site_access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    ...createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('site_access_tokens_expires').on(t.expiresAt)],
);

/** A cart belongs to exactly one owner: a guest's access token, or a member (one cart per member). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    accessTokenId: integerReference('access_token_id', () => siteAccessTokens.id, { onDelete: 'cascade' }),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }),
    couponId: integerReference('coupon_id', () => coupons.id, { onDelete: 'set null' }),
    /** Credit points the member chose to spend on this cart. */
    creditPoints: integer('credit_points').notNull().default(0),
    /** The last change to the cart: its lines (a member's), its coupon or its credit. */
    ...updatedAt(),
    /**
     * The `updated_at` of the cart as the forgotten-cart reminder found it: one reminder per version
     * of the cart, so a cart changed since its reminder may be reminded of again (docs/back-in-stock.md).
     */
    remindedFor: timestamptz('reminded_for'),
  },
  (t) => [
    uniqueIndex('carts_access_token').on(t.accessTokenId),
    uniqueIndex('carts_member').on(t.memberId),
    check('carts_one_owner', sql`(${t.accessTokenId} IS NULL) <> (${t.memberId} IS NULL)`),
    check('carts_credit_non_negative', sql`${t.creditPoints} >= 0`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integerReference('cart_id', () => carts.id, { onDelete: 'cascade' }).notNull(),
    variantId: integerReference('variant_id', () => variants.id, { onDelete: 'cascade' }).notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.variantId] }),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** "Spend at least X, get Y free": every live rule the subtotal reaches adds its gift line. */
export const freeGiftRules = pgTable(
  'free_gift_rules',
  {
    id: serial('id').primaryKey(),
    ...bilingualText('name'),
    minSubtotalCents: integer('min_subtotal_cents').notNull(),
    giftVariantId: integerReference('gift_variant_id', () => variants.id, { onDelete: 'cascade' }).notNull(),
    giftQuantity: integer('gift_quantity').notNull().default(1),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('free_gift_rules_min_subtotal', sql`${t.minSubtotalCents} >= 0`),
    check('free_gift_rules_quantity', sql`${t.giftQuantity} > 0`),
  ],
);
