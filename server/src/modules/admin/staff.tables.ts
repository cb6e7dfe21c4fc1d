import { STAFF_ROLES } from '@shop/contract/admin/staff-auth.calls';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, integerReference, timestamptz } from '../../db/columns.ts';

/** People who run the shop from the console; they are not members and share nothing with them. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased (the CHECK holds it), so the unique key is case-insensitive. */
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /** Base32 TOTP secret (RFC 6238) once two-step sign-in is on; null while it is off. */
    totpSecret: text('totp_secret'),
    /** A secret shown for enrolment and not yet confirmed with a code; it replaces totpSecret on confirmation. */
    totpPendingSecret: text('totp_pending_secret'),
    /**
     * The last time step a code was accepted for: a code is taken only for a later step, in one
     * conditional update, so a code (or any earlier one) never works twice, whichever server sees it.
     */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...createdAt(),
  },
  (t) => [
    check('staff_accounts_role', sql`${t.role} IN ('owner', 'staff')`),
    check('staff_accounts_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * One row per staff sign-in. A token names its session, so signing out (or an owner deactivating an
 * account) ends it on every server process sharing the database, not only where it was made.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: integerReference('staff_id', () => staffAccounts.id, { onDelete: 'cascade' }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Where the sign-in came from, so staff can tell their sessions apart before ending one. */
    ip: text('ip'),
    ...createdAt(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * One-time recovery codes for a lost authenticator, stored as keyed hashes (the codes are shown once
 * at enrolment). A code is spent by one conditional update, so it works once on any server.
 */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integerReference('staff_id', () => staffAccounts.id, { onDelete: 'cascade' }).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    ...createdAt(),
  },
  (t) => [unique('staff_recovery_codes_code').on(t.staffId, t.codeHash)],
);

/**
 * Every change made from the console: who, what, before, after, when. Rows are never changed. No
 * staff member: the shop's own scheduled jobs made the change (an order cancelled at its deadline).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integerReference('staff_id', () => staffAccounts.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ...createdAt(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_staff').on(t.staffId)],
);
