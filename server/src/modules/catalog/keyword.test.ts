import { describe, expect, it } from 'vitest';
import { keywordPatterns, wholeKeyword } from './keyword.ts';

describe('keywordPatterns', () => {
  it('gives the patterns of each word', () => {
    expect(keywordPatterns('  Kenya   AA ')).toEqual([['%Kenya%'], ['%AA%']]);
  });

  it('adds the stem of an English word', () => {
    expect(keywordPatterns('Ethiopian roasted')).toEqual([
      ['%Ethiopian%', '%ethiop%'],
      ['%roasted%', '%roast%'],
    ]);
  });

  it('folds full-width letters and digits', () => {
    expect(keywordPatterns('ＡＡ２')).toEqual([['%AA2%']]);
  });

  it('escapes LIKE operators so they match only themselves', () => {
    expect(keywordPatterns("100%_\\' OR 1=1")).toEqual([["%100\\%\\_\\\\'%"], ['%OR%'], ['%1=1%']]);
  });

  it('ignores an empty keyword', () => {
    expect(keywordPatterns('   ')).toEqual([]);
    expect(wholeKeyword(' Kenya  AA ')).toBe('Kenya AA');
  });
});
