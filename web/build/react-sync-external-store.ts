// React 18 and later have the hook the shim stands in for (see vite.config.ts).
export { useSyncExternalStore } from 'react';
