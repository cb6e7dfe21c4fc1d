import { type ReactNode, useEffect, useId, useRef } from 'react';
import { fetchAhead } from '../../shared/lazy-page.ts';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';
import './dropdown-panels.css';

interface DropdownProps {
  /** The trigger's accessible name, e.g. "Cart, 2 items". */
  label: string;
  trigger: ReactNode;
  className?: string;
  /** Receives `close` so a panel can shut itself after an action that does not navigate. */
  children: (close: () => void) => ReactNode;
  /** Fetches the panel's code, kept off the first screen: asked on hover or focus, awaited before opening. */
  load?: () => Promise<unknown>;
}

/**
 * A disclosure button with a floating panel (account, mini-cart). It closes the ways people expect:
 * Escape (focus returns to the button), a click or focus outside, and any navigation.
 */
export function Dropdown({ label, trigger, className = '', children, load }: DropdownProps) {
  const [open, setOpen] = useOpenUntilNavigation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Tabbing away closes too; a click on plain panel text moves focus nowhere and does not.
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, setOpen]);

  const close = () => setOpen(false);
  const warmUp = () => void (load && fetchAhead(load));
  const toggle = () => {
    if (open || !load) setOpen(!open);
    else void fetchAhead(load).then(() => setOpen(true));
  };
  return (
    <div ref={root} className={`dropdown ${className}`}>
      <button
        ref={button}
        type="button"
        className="icon-button dropdown__trigger"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={toggle}
      >
        {trigger}
      </button>
      <div id={panelId} className="dropdown__panel panel" hidden={!open}>
        {open && children(close)}
      </div>
    </div>
  );
}
