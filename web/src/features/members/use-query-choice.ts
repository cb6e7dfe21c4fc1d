import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A choice kept in the address (`?tab=register`) so links can open it, but answered from local
 * state at once: a router navigation is a transition, and a radio bound to it alone would flick
 * back for a moment after a click. A link that changes the address still moves the choice.
 */
export function useQueryChoice<T extends string>(key: string, choices: readonly T[], fallback: T) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get(key);
  const inAddress = choices.find((choice) => choice === raw) ?? fallback;
  const [value, setValue] = useState<T>(inAddress);

  useEffect(() => setValue(inAddress), [inAddress]);

  const choose = (next: T) => {
    setValue(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete(key);
        else updated.set(key, next);
        return updated;
      },
      // Replaced, not pushed: Back leaves the page rather than stepping through tabs. The state
      // keeps the page to return to after signing in (see ProtectedRoute).
      { replace: true, preventScrollReset: true, state: location.state },
    );
  };

  return [value, choose] as const;
}
