import { describe, expect, it } from 'vitest';
import { orList } from './or-list.ts';

const choices = ['every week', 'every 2 weeks', 'every 3 weeks', 'every 4 weeks', 'every 6 weeks'];

describe('orList', () => {
  it('joins one to five choices as Intl.ListFormat does in English and in Hong Kong Chinese', () => {
    for (let count = 0; count <= choices.length; count++) {
      const items = choices.slice(0, count);
      for (const [language, locale] of [
        ['en', 'en-HK'],
        ['zh-HK', 'zh-HK'],
      ] as const) {
        const intl = new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
        expect(orList(items, language)).toBe(intl);
      }
    }
  });

  it('puts "or" before the last choice only', () => {
    expect(orList(['2', '4', '6'], 'en')).toBe('2, 4 or 6');
    expect(orList(['2', '4', '6'], 'zh-HK')).toBe('2、4或6');
  });
});
