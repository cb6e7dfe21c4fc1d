type Purifier = (html: string) => string;

let purifier: Purifier | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the sanitiser (DOMPurify, 10 KB, with the allow-list: rich-text-purifier.ts) once, when
 * the browser first shows rich text: not before the first screen answers, whose rich text the
 * server already sanitised (rich-text.tsx keeps it as it is).
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
