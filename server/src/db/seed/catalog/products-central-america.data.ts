import type { ProductSeed } from './catalog-seed.types.ts';
import { PROCESS } from './coffee-terms.data.ts';

export const CENTRAL_AMERICA: ProductSeed[] = [
  {
    slug: 'guatemala-huehuetenango-la-esperanza',
    category: 'central-south-america',
    name: {
      en: 'Guatemala Huehuetenango La Esperanza',
      zh: '危地馬拉 薇薇特南果 希望莊園',
      cn: '危地马拉 薇薇特南果 希望庄园',
    },
    description: {
      en: 'From the high, dry valleys of Huehuetenango near the Mexican border, where warm winds keep frost away from the farms. Sweet and rounded, with cocoa, red grape and brown sugar. Great as a pour-over and just as good as a long black.',
      zh: '薇薇特南果位於近墨西哥邊境的高海拔乾燥山谷，暖風令莊園免受霜害。甜美圓潤，有可可、紅提子和黃糖味。手沖好飲，做 Long Black 一樣出色。',
      cn: '薇薇特南果位于靠近墨西哥边境的高海拔干燥山谷，暖风让庄园免受霜害。甜美圆润，有可可、红葡萄和红糖味。手冲好喝，做美式也一样出色。',
    },
    tags: ['chocolate', 'sweet', 'balanced', '朱古力', '香甜', '平衡'],
    suggested: true,
    coffee: {
      origin: { en: 'La Esperanza, Huehuetenango, Guatemala', zh: '危地馬拉 薇薇特南果 希望莊園' },
      process: PROCESS.washed,
      roast: 'medium',
      notes: { en: 'cocoa, red grape, brown sugar', zh: '可可、紅提子、黃糖' },
      roastedDaysAgo: 3,
    },
    look: {
      kind: 'bag',
      tone: 'guatemala',
      label: { kicker: 'Guatemala', en: 'Huehuetenango', zh: '薇薇特南果' },
    },
    sell: {
      sku: 'SC-GTM-HUE',
      axis: 'weight',
      price: { '200g': 158, '500g': 368, '1kg': 688 },
      grinds: ['whole-bean', 'filter'],
    },
  },
  {
    slug: 'costa-rica-tarrazu-la-pastora-honey',
    category: 'central-south-america',
    name: {
      en: 'Costa Rica Tarrazú La Pastora Honey',
      zh: '哥斯達黎加 塔拉珠 牧羊女 蜜處理',
      cn: '哥斯达黎加 塔拉珠 牧羊女 蜜处理',
    },
    description: {
      en: 'At the La Pastora micromill the cherries are pulped and dried with some of their honey-like mucilage left on, turned by hand every hour. The cup is silky and sweet: wildflower honey, apricot and cocoa. The altitude of Tarrazú keeps it crisp.',
      zh: '牧羊女微處理廠將咖啡果去皮後保留部分如蜜般的果膠一同乾燥，每小時人手翻動。口感絲滑香甜：野花蜜、杏桃、可可。塔拉珠的高海拔令整體清爽利落。',
      cn: '牧羊女微处理厂将咖啡果去皮后保留部分如蜜般的果胶一同干燥，每小时人工翻动。口感丝滑香甜：野花蜜、杏子、可可。塔拉珠的高海拔让整体清爽利落。',
    },
    tags: ['honey', 'sweet', 'silky', '蜜處理', '香甜', '絲滑'],
    suggested: true,
    coffee: {
      origin: { en: 'La Pastora, Tarrazú, Costa Rica', zh: '哥斯達黎加 塔拉珠 牧羊女' },
      process: PROCESS.honey,
      roast: 'medium_light',
      notes: { en: 'wildflower honey, apricot, cocoa', zh: '野花蜜、杏桃、可可' },
      roastedDaysAgo: 5,
    },
    look: {
      kind: 'bag',
      tone: 'costa-rica',
      label: { kicker: 'Costa Rica', en: 'Tarrazú Honey', zh: '塔拉珠蜜處理' },
    },
    sell: {
      sku: 'SC-CRI-TAR',
      axis: 'weight',
      price: { '200g': 168, '500g': 388, '1kg': 728 },
      grinds: ['whole-bean', 'filter'],
      sale: { percent: 10 },
    },
  },
  {
    slug: 'panama-boquete-geisha',
    category: 'central-south-america',
    name: { en: 'Panama Boquete Geisha', zh: '巴拿馬 波奎特 藝伎', cn: '巴拿马 波奎特 艺伎' },
    description: {
      en: 'Geisha grown at 1,700 metres in the misty hills of Boquete, washed and dried slowly on raised beds. Delicate and perfumed: jasmine, lemongrass and honeydew melon, with a tea-like finish that lingers. Brew it light and let it cool a little.',
      zh: '種植於波奎特雲霧繚繞的一千七百米山坡，水洗後在高架棚上慢慢乾燥。細緻芬芳：茉莉花、香茅、蜜瓜，茶感尾韻綿長不散。建議沖淡一點，稍稍放涼再品嚐。',
      cn: '种植于波奎特云雾缭绕的一千七百米山坡，水洗后在高架棚上慢慢干燥。细致芬芳：茉莉花、香茅、蜜瓜，茶感尾韵绵长不散。建议冲淡一点，稍稍放凉再品尝。',
    },
    tags: ['geisha', 'floral', 'rare', '藝伎', '花香', '珍稀'],
    suggested: true,
    coffee: {
      origin: { en: 'Boquete, Chiriquí, Panama', zh: '巴拿馬 奇里基 波奎特' },
      process: PROCESS.washed,
      roast: 'light',
      notes: { en: 'jasmine, lemongrass, honeydew', zh: '茉莉花、香茅、蜜瓜' },
      roastedDaysAgo: 4,
    },
    look: { kind: 'bag', tone: 'panama', label: { kicker: 'Panama', en: 'Geisha', zh: '藝伎' } },
    sell: { sku: 'SC-PAN-GEI', axis: 'weight', price: { '100g': 298, '200g': 568 }, soldOut: ['200'] },
  },
  {
    slug: 'el-salvador-santa-ana-pacamara',
    category: 'central-south-america',
    name: {
      en: 'El Salvador Santa Ana Pacamara',
      zh: '薩爾瓦多 聖安娜 帕卡馬拉',
      cn: '萨尔瓦多 圣安娜 帕卡马拉',
    },
    description: {
      en: "Pacamara, El Salvador's own cross of Pacas and Maragogype, grows huge beans and makes a big, juicy cup. This honey lot from the slopes of the Santa Ana volcano tastes of red plum, cocoa and orange marmalade.",
      zh: '帕卡馬拉是薩爾瓦多自家培育的品種，由帕卡斯與象豆雜交而成，豆粒特大，杯中亦飽滿多汁。這批來自聖安娜火山山坡的蜜處理豆，帶紅李、可可和橙果醬的風味。',
      cn: '帕卡马拉是萨尔瓦多自己培育的品种，由帕卡斯与象豆杂交而成，豆粒特大，杯中也饱满多汁。这批来自圣安娜火山山坡的蜜处理豆，带红李、可可和橙子果酱的风味。',
    },
    tags: ['juicy', 'honey', 'pacamara', '多汁', '蜜處理', '帕卡馬拉'],
    coffee: {
      origin: { en: 'Santa Ana, El Salvador', zh: '薩爾瓦多 聖安娜' },
      process: PROCESS.honey,
      roast: 'medium_light',
      notes: { en: 'red plum, cocoa, orange marmalade', zh: '紅李、可可、橙果醬' },
      roastedDaysAgo: 2,
    },
    look: {
      kind: 'bag',
      tone: 'el-salvador',
      label: { kicker: 'El Salvador', en: 'Pacamara', zh: '帕卡馬拉' },
    },
    sell: { sku: 'SC-SLV-PAC', axis: 'weight', price: { '200g': 178, '500g': 408 }, isNew: true },
  },
];
