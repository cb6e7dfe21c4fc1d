import { escapeLike } from '../../lib/escape-like.ts';

/** The words of a keyword (at most 8), NFKC-folded so full-width letters match too. */
export function keywordWords(keyword: string): string[] {
  return keyword.normalize('NFKC').split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * One LIKE pattern per word: a product matches when its document contains every word. The
 * database folds case and script of both sides with search_normalise (see migration 0007).
 */
export function keywordPatterns(keyword: string): string[] {
  return keywordWords(keyword).map((word) => `%${escapeLike(word)}%`);
}

/** The whole keyword with spaces folded, for ranking names that equal or start with it. */
export function wholeKeyword(keyword: string): string {
  return keywordWords(keyword).join(' ');
}
