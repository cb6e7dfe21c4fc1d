import * as OpenCC from 'opencc-js';

const hkToSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

/** The zh-CN text of a field: what staff typed, or else the Hong Kong text in Simplified characters. */
export function simplifiedFallback(given: string, hongKong: string): string {
  return given.trim() === '' ? hkToSimplified(hongKong) : given;
}
