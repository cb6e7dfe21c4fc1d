/**
 * A message about the whole form, e.g. the server's answer to a failed sign-in. The live region is
 * always there, so a screen reader hears the message the moment it is put in.
 */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  return (
    <div
      className={message ? `form-live form-alert form-alert--${tone}` : 'form-live'}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </div>
  );
}
