import { RICH_TEXT_SANITIZE_HTML } from '@shop/contract/content/rich-text-tags';
import sanitizeHtml from 'sanitize-html';

/** The server's renderer sanitises at once: its sanitiser is always there. */
export const loadSanitizer = () => Promise.resolve();
export const sanitizerLoaded = () => true;
export const onSanitizerLoaded = (_listener: () => void) => () => undefined;

/** The same allow-list as sanitize-rich-text.ts, for the server's renderer, which has no DOM. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_SANITIZE_HTML);
}
