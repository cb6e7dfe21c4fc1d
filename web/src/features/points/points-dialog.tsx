import { type ReactNode, useEffect, useRef } from 'react';
import { trapTab } from '../../app/layout/focus-trap.ts';
import './points-dialog.css';

interface PointsDialogProps {
  labelledBy: string;
  onClose: () => void;
  /** While a call runs the dialog cannot be dismissed: the answer must land somewhere. */
  locked?: boolean;
  children: ReactNode;
}

/**
 * A modal <dialog>: showModal() makes the page behind it inert and returns focus to the opener on
 * close; Escape and a click on the backdrop close it unless it is locked.
 */
export function PointsDialog({ labelledBy, onClose, locked = false, children }: PointsDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    document.body.classList.add('is-scroll-locked');
    return () => {
      document.body.classList.remove('is-scroll-locked');
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="points-dialog"
      aria-labelledby={labelledBy}
      aria-busy={locked}
      onClose={onClose}
      onCancel={(event) => locked && event.preventDefault()}
      onKeyDown={trapTab}
      onClick={(event) => !locked && event.target === event.currentTarget && dialog.current?.close()}
    >
      <div className="points-dialog__panel">{children}</div>
    </dialog>
  );
}
