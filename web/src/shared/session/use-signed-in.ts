import { useAppSelector } from '../store-hooks.ts';

/** Whether a member is signed in on this browser: the member token is there. */
export const useSignedIn = (): boolean => useAppSelector((state) => Boolean(state.user.token));
