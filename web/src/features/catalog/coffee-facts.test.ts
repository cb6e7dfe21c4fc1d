import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';
import { describe, expect, it } from 'vitest';
import { formatWrittenDay } from '../../shared/written-day.ts';
import { coffeeFacts } from './coffee-facts.ts';

const coffee: CoffeeAttributes = {
  origin_en: 'Kochere, Yirgacheffe, Ethiopia',
  origin_zh: '埃塞俄比亞 耶加雪菲 科契爾',
  process_en: 'Washed',
  process_zh: '水洗',
  roast_level: 'medium_light',
  tasting_notes_en: '',
  tasting_notes_zh: '',
  roast_date: '2025-05-12',
};

describe('coffeeFacts', () => {
  it('lists the facts in the language and leaves out the empty ones', () => {
    const zh = (record: object, field: string) => (record as Record<string, string>)[`${field}_zh`] ?? '';
    const facts = coffeeFacts(coffee, {
      pick: zh,
      roastLevel: (level) => `[${level}]`,
      language: 'zh-HK',
      writeDay: formatWrittenDay,
    });
    expect(facts).toEqual([
      { key: 'origin', value: '埃塞俄比亞 耶加雪菲 科契爾' },
      { key: 'process', value: '水洗' },
      { key: 'roastLevel', value: '[medium_light]' },
      { key: 'roastDate', value: '2025年5月12日' },
    ]);
  });

  it('writes only the facts asked for, in their order, and the roast date as a day in words', () => {
    const en = (record: object, field: string) => (record as Record<string, string>)[`${field}_en`] ?? '';
    const text = {
      pick: en,
      roastLevel: (level: string) => `[${level}]`,
      language: 'en',
      writeDay: formatWrittenDay,
    };
    const row = coffeeFacts(coffee, text, ['origin', 'process', 'roastLevel']);
    expect(row.map((fact) => fact.key)).toEqual(['origin', 'process', 'roastLevel']);
    expect(coffeeFacts(coffee, text).at(-1)).toEqual({ key: 'roastDate', value: '12 May 2025' });
    const stamped = { ...coffee, roast_date: '2025-05-12T08:00:00Z' };
    expect(coffeeFacts(stamped, text, ['roastDate'])).toEqual([{ key: 'roastDate', value: '12 May 2025' }]);
    expect(coffeeFacts({ ...coffee, roast_date: 'soon' }, text, ['roastDate'])).toEqual([]);
  });

  it('leaves the roast date out where no day writer is given, as on a product card', () => {
    const en = (record: object, field: string) => (record as Record<string, string>)[`${field}_en`] ?? '';
    const facts = coffeeFacts(coffee, { pick: en, roastLevel: (level) => `[${level}]`, language: 'en' });
    expect(facts.map((fact) => fact.key)).toEqual(['origin', 'process', 'roastLevel']);
  });
});
