/** Issue #20's first-screen budget for a phone on a cold cache, per page. */
export const SCRIPT_BUDGET = { requests: 20, kilobytes: 120 };
/** A script this small costs a request more than its bytes: a candidate to merge into another. */
export const SMALL_SCRIPT_BYTES = 2048;

/** One script answer as Chromium's network log saw it: its URL and the bytes that crossed the wire. */
export interface ScriptResponse {
  url: string;
  transferBytes: number;
  encoding: string;
}

export interface ScriptBudgetRow {
  page: string;
  requests: number;
  kilobytes: number;
  withinBudget: boolean;
  smallScripts: number;
  encodings: string;
}

/** Kilobytes as the budget counts them (1 KB = 1,024 bytes), to one decimal. */
export const toKilobytes = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** A page's script answers against the budget: both the request count and the compressed bytes must fit. */
export function scriptBudgetRow(page: string, scripts: ScriptResponse[]): ScriptBudgetRow {
  const bytes = scripts.reduce((sum, s) => sum + s.transferBytes, 0);
  const encodings = [...new Set(scripts.map((s) => s.encoding || 'identity'))].sort().join(', ');
  return {
    page,
    requests: scripts.length,
    kilobytes: toKilobytes(bytes),
    // On the bytes, not the rounded figure: 120.04 KB prints as 120 but is over.
    withinBudget: scripts.length <= SCRIPT_BUDGET.requests && bytes <= SCRIPT_BUDGET.kilobytes * 1024,
    smallScripts: scripts.filter((s) => s.transferBytes < SMALL_SCRIPT_BYTES).length,
    encodings,
  };
}
