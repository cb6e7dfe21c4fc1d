import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns.ts';

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Every email and SMS is written here first, in the transaction of the change that causes it, and
 * sent from here: a provider that is down delays a message but never loses it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** Extra email headers, e.g. List-Unsubscribe on marketing mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The text of a QR code the email shows as a picture (an order's FPS code); the sender draws it. */
    qrCode: text('qr_code'),
    /** Holds a code or a link that signs someone in: its body is blanked once sent in production. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may next pick it up; while one is sending it, the end of that sender's lease. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    ...createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('outbox_channel', sql`${t.channel} IN ('email', 'sms')`),
    check('outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed')`),
  ],
);
