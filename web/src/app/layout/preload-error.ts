import { useEffect, useState } from 'react';
import { CssChunkLoadError } from '../../shared/lazy-page.ts';

/** Vite's message when a page's stylesheet fails: "Unable to preload CSS for /assets/x.css". */
export function isCssPreloadFailure(payload: unknown): boolean {
  const message = payload instanceof Error ? payload.message : String(payload);
  return /preload CSS|\.css(\?|$|\s)/i.test(message);
}

/**
 * Vite announces a failed preload as `vite:preloadError`. A script failure is left to
 * lazyPage, which turns it into a ChunkLoadError; a stylesheet failure would otherwise go unnoticed
 * and leave the page unstyled, so it becomes a CssChunkLoadError for the error page (app-routes.tsx).
 */
export function useCssChunkError(): CssChunkLoadError | null {
  const [error, setError] = useState<CssChunkLoadError | null>(null);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (!isCssPreloadFailure(payload)) return;
      event.preventDefault();
      const detail = payload instanceof Error ? payload.message : String(payload);
      setError(new CssChunkLoadError(detail));
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return error;
}
