import { describe, expect, it } from 'vitest';
import { nearestWord, suggestKeyword, vocabularyOf } from './did-you-mean.ts';

const vocabulary = vocabularyOf([
  'Yirgacheffe Kochere Washed',
  'Kochere, Yirgacheffe, Ethiopia',
  'Kenya Karimikui AA',
  'Natural',
  '耶加雪菲 科契爾 水洗',
  'Ｖ60 Dripper',
]);

describe('vocabularyOf', () => {
  it('keeps lower-cased words of two letters or more, without bare numbers', () => {
    expect(vocabulary.has('yirgacheffe')).toBe(true);
    expect(vocabulary.has('aa')).toBe(true);
    expect(vocabulary.has('v60')).toBe(true);
    expect(vocabulary.has('60')).toBe(false);
    expect(vocabulary.has('耶加雪菲')).toBe(true);
  });
});

describe('suggestKeyword', () => {
  it('puts misspelt words closer to the catalog words', () => {
    expect(suggestKeyword(['Ethiopa'], vocabulary)).toBe('ethiopia');
    expect(suggestKeyword(['kenia', 'natrual'], vocabulary)).toBe('kenya natural');
    expect(suggestKeyword(['yirgachffe'], vocabulary)).toBe('yirgacheffe');
  });

  it('allows few edits in short words', () => {
    expect(nearestWord('kenyz', vocabulary)).toBe('kenya');
    expect(nearestWord('xyz', vocabulary)).toBeUndefined();
    expect(nearestWord('plastic', vocabulary)).toBeUndefined();
  });

  it('suggests nothing when every word is known or nothing is near', () => {
    expect(suggestKeyword(['kenya'], vocabulary)).toBeUndefined();
    expect(suggestKeyword(['teapot'], vocabulary)).toBeUndefined();
  });

  it('works on Chinese words one character off', () => {
    expect(suggestKeyword(['科契而'], vocabulary)).toBe('科契爾');
  });
});
