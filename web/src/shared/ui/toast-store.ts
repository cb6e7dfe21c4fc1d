import { useSyncExternalStore } from 'react';

/** Toasts are transient UI, not app state, so they live outside the Redux store. */
export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

/** Messages show bottom-center, hide after 5 seconds, and a click dismisses one. */
export const TOAST_DURATION_MS = 5000;

const NO_TOASTS: Toast[] = [];
let toasts: Toast[] = NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: Toast['kind'], text: string) {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  emit();
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    // The server renders a page without messages; the browser takes it over the same way.
    () => NO_TOASTS,
  );
}
