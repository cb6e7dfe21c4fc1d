import type { Ref } from '../call-names.ts';

/** The back-in-stock call by name and auth (see ../call-names.ts). */
export const stockNotifySubscribe: Ref<'stockNotifySubscribe'> = {
  name: 'stock_notify_subscribe',
  auth: 'public',
};
