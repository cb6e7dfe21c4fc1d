import { describe, expect, it } from 'vitest';
import { wordStem } from './search-words.ts';

describe('wordStem', () => {
  it('cuts a demonym back to its country', () => {
    expect(wordStem('ethiopian')).toBe('ethiop');
    expect('ethiopia').toContain(wordStem('Ethiopian'));
    expect('kenya').toContain(wordStem('kenyan'));
    expect('brazil').toContain(wordStem('brazilian'));
    expect('colombia').toContain(wordStem('colombian'));
  });

  it('finds the other forms of an English word', () => {
    expect(wordStem('roasted')).toBe('roast');
    expect('berry').toContain(wordStem('berries'));
    expect('fruity').toContain(wordStem('fruitiness'));
    expect('drip bag').toContain(wordStem('bags'));
    expect(wordStem('espressos')).toBe('espresso');
  });

  it('is always a start of the word, so a search only widens', () => {
    for (const word of ['honey', 'naturals', 'washed', 'kenya', 'geisha', 'cappuccino', 'dripbag']) {
      expect(word.startsWith(wordStem(word))).toBe(true);
    }
  });

  it('leaves short words, Chinese, SKUs and mixed words alone', () => {
    expect(wordStem('aa')).toBe('aa');
    expect(wordStem('bean')).toBe('bean');
    expect(wordStem('耶加雪菲')).toBe('耶加雪菲');
    expect(wordStem('eth-yir-200')).toBe('eth-yir-200');
    expect(wordStem('v60')).toBe('v60');
  });
});
