import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText } from './rich-text.ts';

/** The same HTML serialised by the same parser with nothing taken out, to compare like with like. */
function reserialised(html: string): string {
  return sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true });
}

/**
 * Rich text as it is stored: cleaned with the storefront's own allow-list (rich-text.ts), so what is
 * saved is exactly what shoppers get. `removed` says whether cleaning took any tag or attribute out.
 */
export function cleanRichText(html: string): { html: string; removed: boolean } {
  const clean = sanitizeRichText(html);
  return { html: clean, removed: clean !== reserialised(html) };
}

/** A body in both languages, each cleaned; `removed` when cleaning took something out of either. */
export function cleanRichTextPair(input: { content_en: string; content_zh: string }) {
  const en = cleanRichText(input.content_en);
  const zh = cleanRichText(input.content_zh);
  return { contentEn: en.html, contentZh: zh.html, removed: en.removed || zh.removed };
}
