import type { Ref } from '../call-names.ts';

/** The sign-out calls by name and auth (see ../call-names.ts). */
export const logout: Ref<'logout'> = { name: 'logout', auth: 'member' };
export const logoutEverywhere: Ref<'logoutEverywhere'> = { name: 'logout_everywhere', auth: 'member' };
