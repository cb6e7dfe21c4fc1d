import type { VariantInput } from '@shop/contract/admin/catalog-admin-fields';
import { describe, expect, it } from 'vitest';
import { checkVariants, slugFrom } from './product-rules.ts';
import { simplifiedFallback } from './simplified-chinese.ts';

const variant = (over: Partial<VariantInput> = {}): VariantInput => ({
  sku: 'SC-TEST-200',
  retail_price: 150,
  sale_price: 150,
  discount: 0,
  new: false,
  images: [],
  options: [],
  weight_grams: null,
  ...over,
});

function refusal(variants: VariantInput[]) {
  try {
    checkVariants(variants);
  } catch (error) {
    return error as { code: string; message: string; zh: string };
  }
  return undefined;
}

describe('variant rules', () => {
  it('accepts a sale price below retail with a discount', () => {
    expect(refusal([variant({ sale_price: 120, discount: 20 })])).toBeUndefined();
  });

  it('refuses a negative price in both languages', () => {
    const error = refusal([variant({ retail_price: -1, sale_price: -1 })]);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Prices of SC-TEST-200 cannot be negative.',
    });
    expect(error?.zh).toBe('SC-TEST-200 的價錢不可以是負數。');
  });

  it('refuses a sale price above retail', () => {
    expect(refusal([variant({ sale_price: 150.01 })])?.message).toBe(
      'The sale price of SC-TEST-200 cannot be above its retail price.',
    );
  });

  it('refuses a discount without a lower sale price', () => {
    expect(refusal([variant({ discount: 10 })])?.zh).toBe('SC-TEST-200 設有折扣，但優惠價與原價相同。');
  });

  it('refuses one SKU twice, whatever its case', () => {
    expect(refusal([variant(), variant({ sku: 'sc-test-200' })])?.message).toBe(
      'SKU sc-test-200 is used twice.',
    );
  });

  it('refuses the same option slot twice in a variant', () => {
    const option = {
      key: 'weight',
      name_en: 'Weight',
      name_zh: '重量',
      name_cn: '',
      value_en: '200g',
      value_zh: '200克',
      value_cn: '',
    };
    expect(refusal([variant({ options: [option, { ...option, value_en: '1kg' }] })])?.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('slugFrom', () => {
  it('makes a URL name from an English name with accents and punctuation', () => {
    expect(slugFrom('  Café Décaf — Colombia (Swiss Water) ')).toBe('cafe-decaf-colombia-swiss-water');
  });

  it('is empty for a name without Latin letters or digits', () => {
    expect(slugFrom('手沖咖啡')).toBe('');
  });
});

describe('simplifiedFallback', () => {
  it('converts the Hong Kong text when the Simplified one is blank', () => {
    expect(simplifiedFallback(' ', '埃塞俄比亞 手沖')).toBe('埃塞俄比亚 手冲');
  });

  it('keeps what staff typed', () => {
    expect(simplifiedFallback('自定', '自訂')).toBe('自定');
  });
});
