type Purifier = (html: string) => string;

let purifier: Purifier | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the sanitiser (DOMPurify, 10 KB, with the allow-list: rich-text-purifier.ts) once, when
 * the browser first renders rich text itself: text the server rendered and sanitised keeps the
 * server's markup (rich-text.tsx), so a page's first screen never asks for it.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('./rich-text-purifier.ts').then((module) => {
    purifier = module.purifyRichText;
    for (const listener of listeners) listener();
  });
  return loading;
}

export const sanitizerLoaded = () => purifier !== undefined;

export function onSanitizerLoaded(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Rich text through the allow-list, once the sanitiser has loaded. The server's renderer has no
 * DOM and uses sanitize-rich-text.server.ts instead (web/vite.config.ts).
 */
export function sanitizeRichText(html: string): string {
  if (!purifier) throw new Error('sanitizeRichText before loadSanitizer');
  return purifier(html);
}
