import { type ReactNode, useEffect, useId, useRef } from 'react';
import { trapTab } from '../../app/layout/focus-trap.ts';

interface ConsoleDialogProps {
  title: string;
  onClose: () => void;
  /** While its call runs the dialog stays open: the answer must land where the person is looking. */
  busy?: boolean;
  children: (titleId: string) => ReactNode;
}

/**
 * A modal <dialog> for confirming a change: showModal() makes the console behind it inert and
 * hands focus back to the button that opened it; Escape and the backdrop close it unless busy.
 */
export function ConsoleDialog({ title, onClose, busy = false, children }: ConsoleDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="console-dialog"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      onClose={onClose}
      onCancel={(event) => busy && event.preventDefault()}
      onKeyDown={trapTab}
      onClick={(event) => !busy && event.target === event.currentTarget && ref.current?.close()}
    >
      <div className="console-dialog__panel">
        <h2 id={titleId} className="console-dialog__title">
          {title}
        </h2>
        {children(titleId)}
      </div>
    </dialog>
  );
}
