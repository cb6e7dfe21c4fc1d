import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives one POST endpoint for a fixed time with a fixed number of connections. */
export async function load(
  name: string,
  url: string,
  body: unknown,
  seconds = 5,
  connections = 20,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    duration: seconds,
    connections,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(header: string[], rows: (string | number)[][]): void {
  const lines = rows.map((row) => row.map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.info(fmt(header));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.info(fmt(line));
}
