import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/catalog.json';
import zh from '../../../../public/locales/zh-HK/catalog.json';

/** Every text of a tree by its key path; plural forms count as one key (Chinese has only `_other`). */
function texts(tree: object, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]): [string, string][] =>
      typeof value === 'object' && value !== null
        ? [...texts(value, `${prefix}${key}.`)]
        : [[`${prefix}${key.replace(/_(one|other)$/, '')}`, String(value)]],
    ),
  );
}

describe('the reviews texts of the product page', () => {
  const english = texts(en.reviews);
  const chinese = texts(zh.reviews);

  it('say everything in both languages', () => {
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('write every Chinese text in Chinese, with the same placeholders as the English', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of chinese) {
      // Chinese words, or placeholders and signs alone ("{{used}} / {{max}}"): no English left in.
      const words = text.replace(/\{\{\w+\}\}/g, '');
      expect(/[\u4e00-\u9fff]/.test(words) || !/[A-Za-z]/.test(words), key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
