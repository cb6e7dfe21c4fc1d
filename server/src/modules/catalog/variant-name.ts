import type { VariantOption } from './catalog.tables.ts';

/** What a variant is called wherever it is listed: a cart line, an order line, a confirmation. */
export interface NamedVariant {
  product: { nameEn: string; nameZh: string };
  variant: { options: VariantOption[] };
}

/** "Yirgacheffe Kochere (250 g, Whole bean)": the product and its chosen options, in one language. */
export function variantName(line: NamedVariant, lang: 'en' | 'zh'): string {
  const name = lang === 'en' ? line.product.nameEn : line.product.nameZh;
  const options = line.variant.options.map((o) => o.value[lang]).filter((v) => v !== '');
  if (options.length === 0) return name;
  return lang === 'en' ? `${name} (${options.join(', ')})` : `${name}（${options.join('，')}）`;
}
