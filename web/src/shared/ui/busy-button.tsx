import type { ComponentProps } from 'react';

interface BusyButtonProps extends ComponentProps<'button'> {
  /** While true the button spins, says so to screen readers and cannot be pressed again. */
  busy: boolean;
  busyLabel: string;
}

/** A button that calls the server: a spinner while the call runs, and no second press. */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  className = 'button',
  ...rest
}: BusyButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={className}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? <span>{busyLabel}</span> : children}
    </button>
  );
}

interface SubmitButtonProps extends Omit<BusyButtonProps, 'type'> {
  /** Across the whole form, as in the sign-in, sign-up and checkout forms. */
  block?: boolean;
}

/** A form's submit button that calls the server. */
export function SubmitButton({ block = false, className, ...rest }: SubmitButtonProps) {
  return (
    <BusyButton
      {...rest}
      type="submit"
      className={className ?? (block ? 'button button--block' : 'button')}
    />
  );
}
