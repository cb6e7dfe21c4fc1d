/** Sending gives up after this many tries: about four hours of retries with the delays below. */
export const MAX_ATTEMPTS = 10;

const FIRST_DELAY_SECONDS = 30;
const LONGEST_DELAY_SECONDS = 6 * 60 * 60;

/** Exponential back-off: a provider that is down is not hammered, and a short outage costs little. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_SECONDS);
}
