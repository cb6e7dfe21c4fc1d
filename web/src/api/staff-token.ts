/**
 * The staff console's Bearer token, kept apart from the member session: its own local-storage key,
 * never in the persisted user slice, so a member signing in or out cannot sign a staff member in
 * or out. The base query reads it for `auth: 'staff'` calls and forgets it on their 401; the
 * console (a lazily loaded chunk) subscribes to show its sign-in screen.
 */
const KEY = 'sampan-staff-token';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readStaffToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

function changed() {
  for (const listener of listeners) listener();
}

export function storeStaffToken(token: string): void {
  storage()?.setItem(KEY, token);
  changed();
}

export function forgetStaffToken(): void {
  storage()?.removeItem(KEY);
  changed();
}

/** For useSyncExternalStore; another tab signing in or out counts too. */
export function subscribeStaffToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
