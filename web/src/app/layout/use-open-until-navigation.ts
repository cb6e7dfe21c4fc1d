import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** Whether a menu or panel is open: any move to another page or query shuts it. */
export function useOpenUntilNavigation() {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the reason to close
  useEffect(() => setOpen(false), [pathname, search]);
  return [open, setOpen] as const;
}
