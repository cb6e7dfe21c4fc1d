/**
 * The fixed client id every storefront body carries (public, cart and member calls). Kept apart
 * from zod so the storefront's first script stays small.
 */
export const CLIENT_ID = 47;
