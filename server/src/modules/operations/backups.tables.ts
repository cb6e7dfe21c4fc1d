import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every backup the shop made, nightly or asked for, with how it ended; the console shows the last. */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    file: text('file').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [
    check('backups_trigger', sql`${t.trigger} IN ('nightly', 'command')`),
    // A backup either wrote a file of known size or failed with a reason, never both or neither.
    check('backups_outcome', sql`(${t.sizeBytes} IS NULL) <> (${t.error} IS NULL)`),
  ],
);
