import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, serial } from 'drizzle-orm/pg-core';
import { integerReference, timestamptz } from '../../db/columns.ts';
import { orders } from './orders.tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Screenshots of a transfer a shopper sent with their order (docs/payments.md). Kept in the database,
 * not with the storefront's pictures: only staff may read them, and a backup carries them. Each is
 * re-encoded as WebP before it is written, which drops the phone's metadata.
 */
export const paymentReceipts = pgTable(
  'payment_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integerReference('order_id', () => orders.id, { onDelete: 'cascade' }).notNull(),
    image: bytea('image').notNull(),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [
    index('payment_receipts_order').on(t.orderId, t.id),
    check('payment_receipts_size', sql`octet_length(${t.image}) BETWEEN 1 AND 2097152`),
  ],
);
