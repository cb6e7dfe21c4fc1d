import { distance } from 'fastest-levenshtein';

/** The words of catalog text a shopper might have meant: names, origins, tags (lower case, three letters or more). */
export function vocabularyOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)) {
      if ([...word].length >= 2 && !/^\d+$/.test(word)) words.add(word);
    }
  }
  return words;
}

/** How many edits a word of this length may be from the one meant: one per three letters, up to three. */
const allowedEdits = (word: string) => Math.min(3, Math.max(1, Math.floor([...word].length / 3)));

/** The catalog word nearest to `word` within its allowed edits (ties: the shorter, then alphabetical). */
export function nearestWord(word: string, vocabulary: ReadonlySet<string>): string | undefined {
  let best: { word: string; edits: number } | undefined;
  for (const known of vocabulary) {
    if (Math.abs(known.length - word.length) > allowedEdits(word)) continue;
    const edits = distance(word, known);
    if (edits > allowedEdits(word)) continue;
    if (
      !best ||
      edits < best.edits ||
      (edits === best.edits &&
        (known.length < best.word.length || (known.length === best.word.length && known < best.word)))
    ) {
      best = { word: known, edits };
    }
  }
  return best?.word;
}

/**
 * The keyword with each word the catalog does not know replaced by the nearest word it does
 * ("ethiopa natral" → "ethiopia natural"), or undefined when no word changes.
 */
export function suggestKeyword(
  words: readonly string[],
  vocabulary: ReadonlySet<string>,
): string | undefined {
  let changed = false;
  const suggested = words.map((word) => {
    const lower = word.toLowerCase();
    if (vocabulary.has(lower)) return lower;
    const near = nearestWord(lower, vocabulary);
    if (near === undefined) return lower;
    changed = true;
    return near;
  });
  return changed ? suggested.join(' ') : undefined;
}
