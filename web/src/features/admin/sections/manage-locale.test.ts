import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/admin-manage.json';
import zh from '../../../../public/locales/zh-HK/admin-manage.json';

/** Every text of a locale file by its key path, e.g. `settings.blackout.add`. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );

describe('the catalog, content and settings translations', () => {
  it('say everything in both languages, plural forms included', () => {
    expect(
      texts(zh)
        .map(([path]) => path)
        .sort(),
    ).toEqual(
      texts(en)
        .map(([path]) => path)
        .sort(),
    );
  });

  it('write every Chinese text in Chinese (a product code such as SKU may stay as it is)', () => {
    const untranslated = texts(zh).filter(
      ([, text]) => !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}|SKU/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});
