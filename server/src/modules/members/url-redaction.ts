/** Query parameters that carry a secret: reset links arrive as GET /reset-password?token=…. */
const SECRET_PARAMS = /([?&](?:token|access_token|otp|password)=)[^&#]*/gi;

/** The URL as request logs may show it: secret query values replaced, the rest kept for debugging. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
