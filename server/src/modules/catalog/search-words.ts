import { stemmer } from 'stemmer';

const LATIN_WORD = /^[a-z]+$/;

/** The longest start two words share. */
function sharedStart(a: string, b: string): string {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return a.slice(0, n);
}

/**
 * The start of an English word that its other forms share, so a substring search for it finds them
 * all: "roasted" → "roast", "berries" → "berr" (berry), "ethiopian" → "ethiop" (Ethiopia). Porter's
 * stem where it is a start of the word; its y→i ending dropped, since the catalog may write y; a
 * demonym ("-ian", "-an") cut back to its country's name. Always a start of the word, so a word
 * finds at least what it found before. Words that are not plain Latin letters are left alone.
 */
export function wordStem(word: string): string {
  const lower = word.toLowerCase();
  if (!LATIN_WORD.test(lower) || lower.length < 4) return lower;
  let stem = sharedStart(lower, stemmer(lower));
  if (stem.endsWith('i') && stem.length > 4) stem = stem.slice(0, -1);
  if (lower.length >= 7 && lower.endsWith('ian')) stem = sharedStart(stem, lower.slice(0, -3));
  else if (lower.length >= 6 && lower.endsWith('an')) stem = sharedStart(stem, lower.slice(0, -2));
  return stem.length >= 3 ? stem : lower;
}
