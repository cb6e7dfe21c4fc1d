import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/subscriptions.json';
import zh from '../../../public/locales/zh-HK/subscriptions.json';

/** Each text with its key path; plural forms count as one key, since Chinese has a single form. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key.replace(/_(one|other)$/, '')}`, value]]
      : texts(value as object, `${prefix}${key}.`),
  );

describe('the subscription texts', () => {
  it('say everything in both languages', () => {
    const keysOf = (tree: object) => [...new Set(texts(tree).map(([key]) => key))].sort();
    expect(keysOf(zh)).toEqual(keysOf(en));
  });

  it('write the Chinese in Chinese, bar names like FPS', () => {
    const untranslated = texts(zh).filter(
      ([, text]) => !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]{4,}/.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});
