import type { CoffeeSeed } from './catalog-seed.types.ts';
import type { Text2 } from './seed-text.ts';

/** Processing methods as the shop writes them on labels. */
export const PROCESS = {
  washed: { en: 'Washed', zh: '水洗' },
  natural: { en: 'Natural', zh: '日曬' },
  honey: { en: 'Honey', zh: '蜜處理' },
  pulpedNatural: { en: 'Pulped natural', zh: '半日曬' },
  anaerobic: { en: 'Anaerobic natural', zh: '厭氧日曬' },
  doubleAnaerobic: { en: 'Double anaerobic, thermal shock', zh: '雙重厭氧・冷熱衝擊' },
  wetHulled: { en: 'Wet-hulled', zh: '濕剝法' },
  monsooned: { en: 'Monsooned', zh: '季風處理' },
  swissWater: { en: 'Swiss Water decaf', zh: '瑞士水處理低因' },
  washedNatural: { en: 'Washed and natural', zh: '水洗及日曬' },
} satisfies Record<string, Text2>;

/** The house espresso and the decaf go into bags, drip bags and capsules; they taste the same in each. */
export const HOUSE_BLEND = {
  origin: { en: 'Brazil, Colombia, Ethiopia', zh: '巴西、哥倫比亞、埃塞俄比亞' },
  process: PROCESS.washedNatural,
  roast: 'medium',
  notes: { en: 'milk chocolate, caramel, red cherry', zh: '牛奶朱古力、焦糖、紅車厘子' },
} satisfies Omit<CoffeeSeed, 'roastedDaysAgo'>;

export const DECAF = {
  origin: { en: 'Colombia, Brazil', zh: '哥倫比亞、巴西' },
  process: PROCESS.swissWater,
  roast: 'medium',
  notes: { en: 'cocoa, toffee, red apple', zh: '可可、拖肥糖、紅蘋果' },
} satisfies Omit<CoffeeSeed, 'roastedDaysAgo'>;
