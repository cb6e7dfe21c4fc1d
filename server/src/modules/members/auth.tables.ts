import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { members } from './members.tables.ts';

/** Wrong tries that void a one-time code; the CHECK holds the cap whatever the code above does. */
export const OTP_MAX_ATTEMPTS = 5;

/**
 * The live one-time code of a phone: one row per phone, replaced by each new request, so an older
 * code stops working the moment a new one is sent. Only the code's HMAC is stored.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    ...createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.areaCode, t.phone] }),
    check('otp_codes_attempts', sql`${t.attempts} BETWEEN 0 AND ${sql.raw(String(OTP_MAX_ATTEMPTS))}`),
  ],
);

/** Password reset links: the token is only ever stored as its SHA-256, and works once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * Set when the link was sent to an email the account never proved: using it claims the email for
     * a new account of the link's holder, instead of resetting the account that listed it.
     */
    claimsEmail: text('claims_email'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    ...createdAt(),
  },
  (t) => [index('password_reset_tokens_member').on(t.memberId)],
);

/**
 * Fixed-window counters for the sign-in, code and reset limits. They live in the database so that
 * every server process sharing it counts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_at').on(t.resetsAt)],
);
