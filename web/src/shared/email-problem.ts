/**
 * An email a form asks for (the newsletter, back-in-stock requests) is required and must look like
 * an address. Deliberately simple: the server validates properly; this only catches typos before a
 * round trip.
 */
export type EmailProblem = 'required' | 'invalid';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(email: string): EmailProblem | null {
  const value = email.trim();
  if (value === '') return 'required';
  if (value.length > 254 || !EMAIL_SHAPE.test(value)) return 'invalid';
  return null;
}
