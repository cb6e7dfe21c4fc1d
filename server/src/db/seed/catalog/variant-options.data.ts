import type { Text3 } from './seed-text.ts';

export interface OptionValue extends Text3 {
  /** The part of the SKU this value adds. */
  code: string;
}

interface OptionAxis {
  name: Text3;
  values: Record<string, OptionValue>;
}

/** Every option slot the catalogue uses, so the same value reads the same on every product. */
export const OPTION_AXES = {
  weight: {
    name: { en: 'Weight', zh: '重量', cn: '重量' },
    values: {
      '100g': { code: '100', en: '100 g', zh: '100 克', cn: '100 克' },
      '200g': { code: '200', en: '200 g', zh: '200 克', cn: '200 克' },
      '500g': { code: '500', en: '500 g', zh: '500 克', cn: '500 克' },
      '1kg': { code: '1K', en: '1 kg', zh: '1 公斤', cn: '1 公斤' },
    },
  },
  grind: {
    name: { en: 'Grind', zh: '研磨', cn: '研磨' },
    values: {
      'whole-bean': { code: 'WB', en: 'Whole bean', zh: '原豆', cn: '原豆' },
      filter: { code: 'FL', en: 'Ground for filter', zh: '手沖研磨', cn: '手冲研磨' },
      espresso: { code: 'ES', en: 'Ground for espresso', zh: '意式研磨', cn: '意式研磨' },
    },
  },
  pack: {
    name: { en: 'Pack', zh: '包裝', cn: '包装' },
    values: {
      'box-10': { code: '10', en: 'Box of 10', zh: '10 件裝', cn: '10 件装' },
      'box-20': { code: '20', en: 'Box of 20', zh: '20 件裝', cn: '20 件装' },
      'box-50': { code: '50', en: 'Box of 50', zh: '50 件裝', cn: '50 件装' },
    },
  },
  colour: {
    name: { en: 'Colour', zh: '顏色', cn: '颜色' },
    values: {
      'matte-black': { code: 'BK', en: 'Matte black', zh: '啞黑', cn: '哑黑' },
      white: { code: 'WH', en: 'Porcelain white', zh: '瓷白', cn: '瓷白' },
      'roast-brown': { code: 'BR', en: 'Roast brown', zh: '焙茶啡', cn: '焙茶棕' },
      cream: { code: 'CR', en: 'Oat cream', zh: '燕麥米白', cn: '燕麦米白' },
      sand: { code: 'SD', en: 'Sand', zh: '沙色', cn: '沙色' },
    },
  },
  size: {
    name: { en: 'Size', zh: '容量', cn: '容量' },
    values: {
      '350ml': { code: '350', en: '350 ml', zh: '350 毫升', cn: '350 毫升' },
      '500ml': { code: '500', en: '500 ml', zh: '500 毫升', cn: '500 毫升' },
    },
  },
} as const satisfies Record<string, OptionAxis>;

export type AxisKey = Exclude<keyof typeof OPTION_AXES, 'grind'>;
export type ValueKey<K extends keyof typeof OPTION_AXES> = keyof (typeof OPTION_AXES)[K]['values'] & string;
export type GrindKey = ValueKey<'grind'>;
