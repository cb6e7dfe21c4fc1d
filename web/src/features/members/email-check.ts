import type { CallOutput } from '@shop/contract/calls';
import { CLIENT_ID } from '@shop/contract/client-id';
import type { emailCheck } from '@shop/contract/members/members.calls';

export type EmailCheckAnswer = CallOutput<typeof emailCheck>;

/**
 * The email check stands outside the response checker. Its answer is shown
 * under the field, never as a toast, and any failure to get one counts as "used", so a
 * shopper is never told an address is free when nobody checked.
 */
export async function checkEmail(email: string, signal?: AbortSignal): Promise<EmailCheckAnswer | null> {
  try {
    const response = await fetch('/api/email_check.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: CLIENT_ID, email: email.trim() }),
      signal,
    });
    const data = (await response.json()) as Partial<EmailCheckAnswer> & { status?: number };
    return data.status === 1 && typeof data.isUsed === 'boolean' ? (data as EmailCheckAnswer) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
