import type { ProductSeed } from './catalog-seed.types.ts';
import { DECAF, HOUSE_BLEND } from './coffee-terms.data.ts';

export const ESPRESSO_BLENDS: ProductSeed[] = [
  {
    slug: 'harbour-house-espresso',
    category: 'espresso-blends',
    name: { en: 'Harbour House Espresso', zh: '海港招牌意式拼配', cn: '海港招牌意式拼配' },
    description: {
      en: 'The espresso behind every flat white at our bars: Brazil Cerrado for body, Colombia Huila for sweetness and a little washed Ethiopia to lift it. Milk chocolate, caramel and a hint of red cherry. Sweet as a straight shot, round and rich with milk.',
      zh: '店內每杯 Flat White 都用它：巴西喜拉朵帶來醇度，哥倫比亞慧蘭帶來甜感，再加少許埃塞俄比亞水洗豆提升香氣。牛奶朱古力、焦糖，帶點紅車厘子味。單飲甜美，加奶圓潤濃郁。',
      cn: '店内每杯馥芮白都用它：巴西喜拉多带来醇度，哥伦比亚慧兰带来甜感，再加少许埃塞俄比亚水洗豆提升香气。牛奶巧克力、焦糖，带点红樱桃味。单喝甜美，加奶圆润浓郁。',
    },
    tags: ['espresso', 'milk', 'chocolate', 'house blend', '意式', '加奶', '朱古力', '招牌'],
    suggested: true,
    coffee: { ...HOUSE_BLEND, roastedDaysAgo: 2 },
    look: {
      kind: 'bag',
      tone: 'harbour',
      label: { kicker: 'Espresso blend', en: 'Harbour House', zh: '海港招牌' },
    },
    sell: {
      sku: 'SC-BLD-HAR',
      axis: 'weight',
      price: { '200g': 118, '500g': 268, '1kg': 498 },
      grinds: ['whole-bean', 'filter', 'espresso'],
      sale: { percent: 10, on: ['1kg'] },
    },
  },
  {
    slug: 'signal-eight-dark-espresso',
    category: 'espresso-blends',
    name: { en: 'Signal No. 8 Dark Espresso', zh: '八號風球深焙拼配', cn: '八号风球深焙拼配' },
    description: {
      en: 'Named for the typhoon days when the city stops and everyone brews at home. Sumatra and Brazil roasted dark but never burnt, for a dense, syrupy shot of dark chocolate, molasses and toasted walnut. It holds its own in the strongest milk drinks.',
      zh: '以全城停擺、人人留在家中沖咖啡的打風日命名。蘇門答臘配巴西，烘得深但不焦，萃出濃稠如糖漿的一杯：黑朱古力、糖蜜、烘合桃。再濃的奶咖都壓得住。',
      cn: '以全城停摆、人人在家冲咖啡的台风天命名。苏门答腊配巴西，烘得深但不焦，萃出浓稠如糖浆的一杯：黑巧克力、糖蜜、烤核桃。再浓的奶咖也压得住。',
    },
    tags: ['dark roast', 'bold', 'espresso', '深焙', '濃郁', '意式'],
    coffee: {
      origin: { en: 'Sumatra, Brazil', zh: '蘇門答臘、巴西' },
      process: { en: 'Wet-hulled and natural', zh: '濕剝法及日曬' },
      roast: 'dark',
      notes: { en: 'dark chocolate, molasses, toasted walnut', zh: '黑朱古力、糖蜜、烘合桃' },
      roastedDaysAgo: 4,
    },
    look: {
      kind: 'bag',
      tone: 'typhoon',
      label: { kicker: 'Espresso blend', en: 'Signal No. 8', zh: '八號風球' },
    },
    sell: {
      sku: 'SC-BLD-SIG',
      axis: 'weight',
      price: { '200g': 118, '500g': 268, '1kg': 498 },
      grinds: ['whole-bean', 'espresso'],
    },
  },
  {
    slug: 'spring-tide-seasonal-espresso',
    category: 'espresso-blends',
    name: { en: 'Spring Tide Seasonal Espresso', zh: '春潮季節意式拼配', cn: '春潮季节意式拼配' },
    description: {
      en: 'A brighter espresso that changes with the harvests; this season a Guji natural meets a Costa Rican honey. Red berries, blood orange and cocoa as a straight shot, and a strawberry-milkshake sweetness in a latte. For home baristas who like a little adventure.',
      zh: '隨產季轉換配方的明亮系意式拼配，今季由古吉日曬配搭哥斯達黎加蜜處理。單飲有紅莓、血橙和可可；做鮮奶咖啡，甜得似士多啤梨奶昔。送給喜歡小冒險的家中咖啡師。',
      cn: '随产季更换配方的明亮系意式拼配，本季由古吉日晒搭配哥斯达黎加蜜处理。单喝有红莓、血橙和可可；做拿铁，甜得像草莓奶昔。送给喜欢小冒险的家庭咖啡师。',
    },
    tags: ['seasonal', 'fruity', 'espresso', '季節限定', '果香', '意式'],
    coffee: {
      origin: { en: 'Ethiopia, Costa Rica', zh: '埃塞俄比亞、哥斯達黎加' },
      process: { en: 'Natural and honey', zh: '日曬及蜜處理' },
      roast: 'medium_light',
      notes: { en: 'red berries, blood orange, cocoa', zh: '紅莓、血橙、可可' },
      roastedDaysAgo: 1,
    },
    look: {
      kind: 'bag',
      tone: 'spring',
      label: { kicker: 'Seasonal espresso', en: 'Spring Tide', zh: '春潮' },
    },
    sell: {
      sku: 'SC-BLD-SPR',
      axis: 'weight',
      price: { '200g': 128, '500g': 298, '1kg': 558 },
      grinds: ['whole-bean', 'espresso'],
      isNew: true,
    },
  },
  {
    slug: 'night-ferry-swiss-water-decaf',
    category: 'espresso-blends',
    name: {
      en: 'Night Ferry Swiss Water Decaf',
      zh: '夜渡 瑞士水處理低因咖啡',
      cn: '夜渡 瑞士水处理低因咖啡',
    },
    description: {
      en: 'The caffeine is removed with nothing but water, time and carbon filters, so the Swiss Water process keeps the flavour where it belongs. Colombia and Brazil, roasted for cocoa, toffee and red apple. For the last cup of the day, or the fourth.',
      zh: '只用清水、時間和活性碳過濾去除咖啡因，瑞士水處理法把風味好好保留。哥倫比亞配巴西，烘出可可、拖肥糖和紅蘋果味。留給一日最後一杯，或者第四杯。',
      cn: '只用清水、时间和活性炭过滤去除咖啡因，瑞士水处理法把风味好好保留。哥伦比亚配巴西，烘出可可、太妃糖和红苹果味。留给一天的最后一杯，或者第四杯。',
    },
    tags: ['decaf', 'evening', 'chocolate', '低因', '夜晚', '朱古力'],
    coffee: { ...DECAF, roastedDaysAgo: 5 },
    look: {
      kind: 'bag',
      tone: 'decaf',
      label: { kicker: 'Swiss Water decaf', en: 'Night Ferry', zh: '夜渡低因' },
    },
    sell: {
      sku: 'SC-BLD-DEC',
      axis: 'weight',
      price: { '200g': 138, '500g': 318 },
      grinds: ['whole-bean', 'filter', 'espresso'],
    },
  },
];
