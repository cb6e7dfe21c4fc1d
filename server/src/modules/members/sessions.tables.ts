import { index, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';
import { members } from './members.tables.ts';

/**
 * One row per signed-in token: the token carries the row's id, and every member call checks that the
 * row is still there. Signing out deletes it, so the token stops working on every server at once.
 */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    ...createdAt(),
  },
  (t) => [
    index('member_sessions_member').on(t.memberId),
    index('member_sessions_expires_at').on(t.expiresAt),
  ],
);

/**
 * Links that prove an email for a member: the member's current email, or a new one it changes to.
 * Only the SHA-256 of the link's token is stored; a link works once.
 */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: serial('id').primaryKey(),
    memberId: integerReference('member_id', () => members.id, { onDelete: 'cascade' }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    ...createdAt(),
  },
  (t) => [index('email_proofs_member').on(t.memberId)],
);
