/** The client id every storefront body carries (spec §9). Kept apart from zod so the storefront's first script stays small. */
export const CLIENT_ID = 47;
