import { useState } from 'react';

/** A console form's values as one object, and `set`, which changes only the fields it is given. */
export function useDraft<Draft extends object>(initial: Draft | (() => Draft)) {
  const [draft, setDraft] = useState(initial);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  return [draft, set] as const;
}
