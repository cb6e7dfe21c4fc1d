import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

/** Ends the session of the Bearer token on every server: the token is refused from then on. */
export const logout = defineCall({
  name: 'logout',
  auth: 'member',
  input: z.object({}),
  output: z.object(notice),
});

/** Ends every session of the member, this one included ("Sign out everywhere"). */
export const logoutEverywhere = defineCall({
  name: 'logout_everywhere',
  auth: 'member',
  input: z.object({}),
  output: z.object(notice),
});
