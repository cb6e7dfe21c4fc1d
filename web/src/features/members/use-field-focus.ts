import { useCallback, useRef } from 'react';

/** Refs for a form's controls by name, so a failed submit can move focus to the first problem. */
export function useFieldFocus<F extends string>() {
  const controls = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const bind = useCallback(
    (field: F) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    [],
  );
  const focus = useCallback((field: F) => controls.current[field]?.focus(), []);
  return { bind, focus };
}
