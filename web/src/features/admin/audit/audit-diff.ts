/**
 * What an audit entry changed, field by field: the keys whose values differ between `before` and
 * `after` (top level), each written as short text. A value that is not an object is one row.
 */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function showValue(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return showValue(before) === showValue(after)
      ? []
      : [{ field: '', before: showValue(before), after: showValue(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields
    .map((field) => ({ field, before: showValue(from[field]), after: showValue(to[field]) }))
    .filter((change) => change.before !== change.after);
}
