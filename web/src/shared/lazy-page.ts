import { type ComponentType, createElement, use } from 'react';

/** A chunk that has not arrived in 120 s has failed. */
const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that fails to load raises ChunkLoadError, naming missing, timeout or other. */
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

/**
 * A page, or a panel the first screen does not show, whose code comes in its own chunk; `preload`
 * fetches it before it renders.
 */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * Like React.lazy, except that code fetched beforehand (`preload`) renders at once instead of
 * suspending for a turn: the browser hydrates a page rendered by the server only with its code
 * in hand, so the page answers the moment it is hydrated, and a panel opens with its content.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= withTimeout(load).then((module) => {
      loaded = module.default;
      return loaded;
    });
    return loading;
  };
  function Page(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return Object.assign(Page, { preload });
}

/**
 * Fetches a lazy part's code ahead of showing it, and settles either way: a failed chunk is left to
 * the part's render, where the error page offers a reload.
 */
export function fetchAhead(preload: () => Promise<unknown>): Promise<void> {
  return preload().then(
    () => undefined,
    () => undefined,
  );
}

function withTimeout<M>(load: () => Promise<M>) {
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
}

/** A style chunk failure carries code CSS_CHUNK_LOAD_FAILED; Vite reports it as vite:preloadError. */
export class CssChunkLoadError extends Error {
  override name = 'CssChunkLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
}
