import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/admin.json';
import reconciliationEn from '../../../public/locales/en/admin-reconciliation.json';
import reviewsEn from '../../../public/locales/en/admin-reviews.json';
import subscriptionsEn from '../../../public/locales/en/admin-subscriptions.json';
import zh from '../../../public/locales/zh-HK/admin.json';
import reconciliationZh from '../../../public/locales/zh-HK/admin-reconciliation.json';
import reviewsZh from '../../../public/locales/zh-HK/admin-reviews.json';
import subscriptionsZh from '../../../public/locales/zh-HK/admin-subscriptions.json';

/** Every key path of a locale file, e.g. `orders.status.placed`. */
function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe.each([
  ['admin', en, zh],
  ['admin-reconciliation', reconciliationEn, reconciliationZh],
  ['admin-reviews', reviewsEn, reviewsZh],
  ['admin-subscriptions', subscriptionsEn, subscriptionsZh],
])('the console translations (%s)', (_namespace, en: object, zh: object) => {
  it('say everything in both languages', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('write every Chinese text with Chinese characters, no English left in', () => {
    const zhTexts = keys(zh).map(
      (path) =>
        path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], zh) as string,
    );
    // A text may be only placeholders ("{{day}}"); otherwise it needs Chinese in it.
    const untranslated = zhTexts.filter(
      (text) => !/[\u4e00-\u9fff]/.test(text) && /[A-Za-z]/.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(untranslated).toEqual([]);
  });
});
