import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../lib/escape-like.ts';
import { wordStem } from './search-words.ts';

/** The words of a keyword (at most 8), NFKC-folded so full-width letters match too. */
export function keywordWords(keyword: string): string[] {
  return keyword.normalize('NFKC').split(/\s+/).filter(Boolean).slice(0, 8);
}

/**
 * For each word, the LIKE patterns that find it: the word itself and, when it is shorter, its
 * stem (`wordStem`). A product matches when its document contains one pattern of every word. The
 * database folds case, script and spelling variants of both sides (search_normalise, search_fold).
 */
export function keywordPatterns(keyword: string): string[][] {
  return keywordWords(keyword).map((word) => {
    const stem = wordStem(word);
    const forms = stem === word.toLowerCase() ? [word] : [word, stem];
    return forms.map((form) => `%${escapeLike(form)}%`);
  });
}

/** The whole keyword with spaces folded, for ranking names that equal or start with it. */
export function wholeKeyword(keyword: string): string {
  return keywordWords(keyword).join(' ');
}

/** Text as search compares it, folded once per statement (an uncorrelated subquery), not per row. */
export const searchForm = (text: string): SQL => sql`(SELECT search_fold(search_normalise(${text})))`;

/** One condition per word of the keyword on the products aliased `p`: its document holds a form of the word. */
export function keywordConditions(keyword: string): SQL[] {
  return keywordPatterns(keyword).map(
    (forms) =>
      sql`(${sql.join(
        forms.map((form) => sql`p.search_text LIKE ${searchForm(form)}`),
        sql` OR `,
      )})`,
  );
}
