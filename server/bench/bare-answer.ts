import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** An answer as it left the server: the bytes on the wire and the headers that describe them. */
export interface RecordedAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** Headers that belong to the connection, not the answer; the bare server sets its own. */
const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * Asks the real server once exactly as the load asks it (same headers, so the same compression or
 * none) and keeps the raw bytes, not decoded: `fetch` would ask for and undo compression.
 */
export function recordAnswer(url: string, body: unknown): Promise<RecordedAnswer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string' && !CONNECTION_HEADERS.has(name)) headers[name] = value;
          resolve({ body: Buffer.concat(chunks), headers });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Starts `bare-answer.process.ts` in a process of its own, serving `answer` pre-encoded at the
 * returned url, until `stop`.
 */
export async function serveBareAnswer(answer: RecordedAnswer): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-answer-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify({ body: answer.body.toString('base64'), headers: answer.headers }));
  const script = new URL('./bare-answer.process.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const address = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (line: Buffer) => resolve(line.toString().trim()));
      child.once('exit', (code) => reject(new Error(`the bare answer server stopped with code ${code}`)));
    });
    return { url: `${address}/answer`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
