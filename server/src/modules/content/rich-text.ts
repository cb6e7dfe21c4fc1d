import { RICH_TEXT_SANITIZE_HTML } from '@shop/contract/content/rich-text-tags';
import sanitizeHtml from 'sanitize-html';

/**
 * Sections are sanitised again on every answer, and sanitize-html is slow next to the query, so
 * results are remembered by their input. Keyed by content, an entry can never be stale.
 */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 2000;

export function sanitizeRichText(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, RICH_TEXT_SANITIZE_HTML);
  if (remembered.size >= REMEMBER_AT_MOST) remembered.delete(remembered.keys().next().value as string);
  remembered.set(html, clean);
  return clean;
}
