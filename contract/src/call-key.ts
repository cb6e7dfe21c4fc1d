/**
 * One key for a call and its body, so answers can be looked up by the question they answer. Bodies
 * are flat: the same fields in any order are the same question.
 */
export const callKey = (call: string, body: Record<string, unknown>): string =>
  `${call} ${JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1)))}`;
