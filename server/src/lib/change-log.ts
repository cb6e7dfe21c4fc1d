import type { Db } from '../db/database.ts';

/** One change a write made, described the way an audit trail keeps it. */
export interface Change {
  /** What was done, e.g. `product.update` or `blackout_date.add`. */
  action: string;
  /** What it was done to, e.g. `product` or `member`, and which one. */
  entity: string;
  entityId: string | number;
  /** The state before and after, as the console would show it; null when there is none. */
  before?: unknown;
  after?: unknown;
}

/**
 * Where a write reports each change it makes, inside its own transaction. The console passes one
 * that writes the staff audit log, so domains write their tables without knowing about staff.
 */
export type ChangeLog = (tx: Db, change: Change) => Promise<void>;
