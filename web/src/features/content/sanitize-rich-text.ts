import { RICH_TEXT_TAGS } from '@shop/contract/content/rich-text-tags';
import DOMPurify from 'dompurify';

/**
 * The rich-text allow-list (what shop content may contain), in the browser. The server already
 * sanitises on the way out; sanitising again here means a bad row or a compromised proxy still
 * cannot inject markup. The server's
 * renderer has no DOM and uses sanitize-rich-text.server.ts instead (web/vite.config.ts).
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
