import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/** The shop's FPS proxy, which every FPS QR code pays: an FPS ID, a Hong Kong mobile or an email. */
export const adminFpsProxySave = defineCall({
  name: 'admin_fps_proxy_save',
  auth: 'staff',
  role: 'owner',
  /** Checked by the server with the contract's rule (readFpsProxy), which names what it takes in both languages. */
  input: z.object({ fps_proxy: z.string().trim().max(100) }),
  output: z.object({ fps_proxy: z.string(), ...notice }),
});

export const adminFpsProxyGet = defineCall({
  name: 'admin_fps_proxy_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ fps_proxy: z.string() }),
});

/** The transfer screenshots a shopper sent with an order, oldest first, each as a `data:` URL. */
export const adminOrderReceiptsGet = defineCall({
  name: 'admin_order_receipts_get',
  auth: 'staff',
  input: z.object({ order_id: z.number().int().positive().max(2_147_483_647) }),
  output: z.object({
    receipts: z.array(z.object({ id: z.number().int(), uploaded_at: z.string(), image: z.string() })),
  }),
});
