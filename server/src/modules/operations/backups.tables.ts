import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/** Every backup the shop made, nightly or asked for, with how it ended; the console shows the last. */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    trigger: text('trigger').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    finishedAt: timestamptz('finished_at').notNull(),
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
