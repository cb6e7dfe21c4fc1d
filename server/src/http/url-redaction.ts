/** Query parameters that carry a secret: reset links arrive as GET /reset-password?token=…. */
const SECRET_PARAMS = /([?&](?:token|access_token|otp|password)=)[^&#]*/gi;

/**
 * Paths whose next segment is a secret: an order token opens the order with its buyer's name,
 * address and phone, so whoever reads the log must not be able to open it.
 */
const SECRET_PATH_SEGMENTS = /(\/order-confirmation\/)[^/?#]+/gi;

/** The URL as request logs may show it: secrets replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}
