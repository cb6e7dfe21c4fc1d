import { type ComponentType, lazy } from 'react';

/** Spec §9: a chunk that has not arrived in 120 s has failed. */
const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §8: a script chunk that fails to load raises ChunkLoadError, naming missing, timeout or other. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly type: 'missing' | 'timeout' | 'other';
  constructor(type: ChunkLoadError['type'], detail: string) {
    super(`Loading chunk failed (${type}): ${detail}`);
    this.type = type;
  }
}

function classify(error: unknown): ChunkLoadError {
  const message = error instanceof Error ? error.message : String(error);
  const missing = /Failed to fetch dynamically imported module|Importing a module script failed|404/i.test(
    message,
  );
  return new ChunkLoadError(missing ? 'missing' : 'other', message);
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError('timeout', `no answer in ${CHUNK_TIMEOUT_MS / 1000} s`)),
        CHUNK_TIMEOUT_MS,
      );
    });
    return Promise.race([load(), timeout])
      .catch((error: unknown) => {
        throw error instanceof ChunkLoadError ? error : classify(error);
      })
      .finally(() => clearTimeout(timer));
  });
}

/** A style chunk failure carries code CSS_CHUNK_LOAD_FAILED (spec §8); Vite reports it as vite:preloadError. */
export class CssChunkLoadError extends Error {
  override name = 'CssChunkLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
}
