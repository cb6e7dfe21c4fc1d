/**
 * PostgreSQL's SQLSTATE of a failed statement. PGlite puts it on the error itself; node-postgres
 * errors reach us wrapped by Drizzle, with the driver's error as `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return [e?.code, e?.cause?.code].find((c): c is string => typeof c === 'string' && /^[0-9A-Z]{5}$/.test(c));
}

/** The constraint a violation names (node-postgres and PGlite both report it), if any. */
export function violatedConstraintOf(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  return [e?.constraint, e?.cause?.constraint].find((c): c is string => typeof c === 'string');
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const CHECK_VIOLATION = '23514';
