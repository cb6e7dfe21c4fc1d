import type { CoffeeAttributes } from '@shop/contract/catalog/product.calls';
import { describe, expect, it, vi } from 'vitest';
import { coffeeFacts, roastDateLabel } from './coffee-facts.ts';

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

describe('roastDateLabel', () => {
  it('writes the date the Hong Kong way in each language', () => {
    expect(roastDateLabel('2025-05-12', 'en')).toBe('12 May 2025');
    expect(roastDateLabel('2025-05-12', 'zh-HK')).toBe('2025年5月12日');
    expect(roastDateLabel('2025-05-12T08:00:00Z', 'en')).toBe('12 May 2025');
    expect(roastDateLabel('soon', 'en')).toBe('');
  });
});

describe('coffeeFacts', () => {
  it('lists the facts in the language and leaves out the empty ones', () => {
    const zh = (record: object, field: string) => (record as Record<string, string>)[`${field}_zh`] ?? '';
    const facts = coffeeFacts(coffee, { pick: zh, roastLevel: (level) => `[${level}]`, language: 'zh-HK' });
    expect(facts).toEqual([
      { key: 'origin', value: '埃塞俄比亞 耶加雪菲 科契爾' },
      { key: 'process', value: '水洗' },
      { key: 'roastLevel', value: '[medium_light]' },
      { key: 'roastDate', value: '2025年5月12日' },
    ]);
  });

  it('writes only the facts asked for, in their order, with no date formatter unless the roast date is asked for', () => {
    const en = (record: object, field: string) => (record as Record<string, string>)[`${field}_en`] ?? '';
    const text = { pick: en, roastLevel: (level: string) => `[${level}]`, language: 'en' };
    const { DateTimeFormat } = Intl;
    const dateFormatters = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function formatter(...args) {
      return new DateTimeFormat(...args);
    });
    try {
      const row = coffeeFacts(coffee, text, ['origin', 'process', 'roastLevel']);
      expect(row.map((fact) => fact.key)).toEqual(['origin', 'process', 'roastLevel']);
      expect(dateFormatters).not.toHaveBeenCalled();
      expect(coffeeFacts(coffee, text).at(-1)).toEqual({ key: 'roastDate', value: '12 May 2025' });
      expect(dateFormatters).toHaveBeenCalled();
    } finally {
      dateFormatters.mockRestore();
    }
  });
});
