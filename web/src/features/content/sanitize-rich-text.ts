import { RICH_TEXT_TAGS } from '@shop/contract/content/rich-text-tags';

type Purify = typeof import('dompurify').default;

let purify: Purify | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches DOMPurify (10 KB) once, when the browser first shows rich text: not before the first
 * screen answers, whose rich text the server already sanitised (rich-text.tsx keeps it as it is).
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then((module) => {
    purify = module.default;
    for (const listener of listeners) listener();
  });
  return loading;
}

export const sanitizerLoaded = () => purify !== undefined;

export function onSanitizerLoaded(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The rich-text allow-list (what shop content may contain), in the browser, once loaded. The
 * server already sanitises on the way out; sanitising again here means a bad row or a compromised
 * proxy still cannot inject markup. The server's renderer has no DOM and uses
 * sanitize-rich-text.server.ts instead (web/vite.config.ts).
 */
export function sanitizeRichText(html: string): string {
  if (!purify) throw new Error('sanitizeRichText before loadSanitizer');
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
