import { RICH_TEXT_TAGS } from '@shop/contract/content/rich-text-tags';
import purify from 'dompurify';

/**
 * The rich-text allow-list (what shop content may contain), applied by DOMPurify in the browser.
 * The server already sanitises on the way out; sanitising again here means a bad row or a
 * compromised proxy still cannot inject markup.
 */
export function purifyRichText(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
