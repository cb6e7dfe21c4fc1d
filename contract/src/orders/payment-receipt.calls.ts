import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/** Enough for a wrong screenshot and the right one; more is someone filling the shop's database. */
export const MAX_RECEIPTS_PER_ORDER = 5;

/**
 * The shopper sends a screenshot of their transfer from the order page (the order token is the key,
 * as for order_detail_get). It is never served back to the shopper or anyone but staff.
 */
export const orderPaymentReceiptUpload = defineCall({
  name: 'order_payment_receipt_upload',
  auth: 'public',
  input: z.object({
    order_token: z.string().trim().min(1).max(200),
    data_base64: z.string().min(1),
  }),
  output: z.object({ receipt_uploaded_at: z.string(), ...notice }),
});
