import { describe, expect, it } from 'vitest';
import { pickLocalised } from './localised.ts';

describe('pickLocalised', () => {
  const product = { product_name_en: 'Kochere', product_name_zh: '科契爾', product_name_cn: '科契尔' };

  it('follows the language', () => {
    expect(pickLocalised(product, 'product_name', 'en')).toBe('Kochere');
    expect(pickLocalised(product, 'product_name', 'zh-HK')).toBe('科契爾');
  });

  it('falls back zh → cn → en for Chinese and en → zh for English', () => {
    expect(pickLocalised({ name_cn: '简体', name_en: 'Simple' }, 'name', 'zh-HK')).toBe('简体');
    expect(pickLocalised({ name_en: '', name_zh: '只有中文' }, 'name', 'en')).toBe('只有中文');
    expect(pickLocalised({}, 'name', 'en')).toBe('');
  });
});
