/** After a code is sent, the send button waits 60 seconds before a resend. */
export const RESEND_SECONDS = 60;

/** Whole seconds left until `startedAt + duration`, counted from a clock so a slow tab never drifts. */
export function secondsLeft(startedAt: number | null, now: number, duration = RESEND_SECONDS): number {
  if (startedAt === null) return 0;
  return Math.max(0, Math.ceil((startedAt + duration * 1000 - now) / 1000));
}

/** Disabled while sending, while counting down, or while the phone is empty. */
export function canSendCode({
  phone,
  sending,
  remaining,
}: {
  phone: string;
  sending: boolean;
  remaining: number;
}): boolean {
  return !sending && remaining === 0 && phone.trim() !== '';
}

/** The code field keeps digits only, at most 6. */
export function codeDigits(typed: string, length = 6): string {
  return typed.replace(/\D/g, '').slice(0, length);
}
