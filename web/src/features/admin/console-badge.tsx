import type { ReactNode } from 'react';

/** How much a state wants attention: waiting on money or staff (warm), under way, done, stopped. */
export type BadgeTone = 'waiting' | 'moving' | 'done' | 'stopped';

/** A state's name in its tone's colours (console-parts.css), the one badge of every console list. */
export function ConsoleBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
