import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';

export const newsletterSubscribe = defineCall({
  name: 'newsletter_subscribe',
  auth: 'public',
  input: z.object({ email: z.email().max(254) }),
  output: z.object(notice),
});
