import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import './dialog.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the open dialog. showModal() already makes the page behind it inert, but
 * Chromium lets Tab run on into the browser's own toolbar; this wraps it round instead.
 */
function trapTab(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (item) => item.offsetParent !== null,
  );
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface DialogProps {
  /** The dialog's look: its class, with `__panel` (and `__title`) classes derived from it. */
  className: string;
  /** A heading the dialog shows first and is named by. */
  title?: string;
  /** Or the id of a heading inside it that names it. */
  labelledBy?: string;
  /** Or a name for a dialog without a heading. */
  label?: string;
  id?: string;
  /** A dialog that stays mounted opens and closes with this; one mounted only while open leaves it. */
  open?: boolean;
  /** Called once the dialog has closed: Escape, a click on the backdrop, or a close() from inside. */
  onClose: () => void;
  /** While its call runs the dialog cannot be dismissed: the answer must land where the person is looking. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * The one modal dialog. showModal() makes the page behind it inert; Tab wraps inside it; Escape and
 * a click on the backdrop close it unless busy; on close, focus goes back to what had it before it
 * opened, and the page behind it does not scroll while it is open.
 */
export function Dialog({
  className,
  title,
  labelledBy,
  label,
  id,
  open = true,
  onClose,
  busy = false,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    document.body.classList.add('is-scroll-locked');
    return () => {
      document.body.classList.remove('is-scroll-locked');
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog ${className}`}
      aria-labelledby={title ? titleId : labelledBy}
      aria-label={label}
      aria-busy={busy || undefined}
      onClose={onClose}
      onCancel={(event) => busy && event.preventDefault()}
      onKeyDown={trapTab}
      onClick={(event) => !busy && event.target === event.currentTarget && ref.current?.close()}
    >
      <div className={`${className}__panel`}>
        {title && (
          <h2 id={titleId} className={`${className}__title`}>
            {title}
          </h2>
        )}
        {children}
      </div>
    </dialog>
  );
}
