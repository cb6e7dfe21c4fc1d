import type { ProductSeed } from './catalog-seed.types.ts';
import { PROCESS } from './coffee-terms.data.ts';

export const ASIA_PACIFIC: ProductSeed[] = [
  {
    slug: 'sumatra-mandheling-grade-1',
    category: 'asia-pacific',
    name: { en: 'Sumatra Mandheling Grade 1', zh: '蘇門答臘 曼特寧 G1', cn: '苏门答腊 曼特宁 G1' },
    description: {
      en: 'Grown around Lake Toba and processed the Sumatran way, hulled while still wet, which gives the famous heavy body. Dark chocolate, cedar and warm spice, with almost no acidity. Made for milk, moka pots and rainy afternoons.',
      zh: '產自多巴湖一帶，以蘇門答臘獨有的濕剝法處理，造就那份出名的厚實醇度。黑朱古力、雪松木和溫暖香料味，酸度極低。加奶、用摩卡壺，或者落雨天的下午，都最合適。',
      cn: '产自多巴湖一带，以苏门答腊独有的湿刨法处理，造就那份出名的厚实醇度。黑巧克力、雪松木和温暖香料味，酸度极低。加奶、用摩卡壶，或者下雨天的午后，都最合适。',
    },
    tags: ['bold', 'low acidity', 'chocolate', '醇厚', '低酸', '朱古力'],
    suggested: true,
    coffee: {
      origin: { en: 'Lake Toba, North Sumatra, Indonesia', zh: '印尼 北蘇門答臘 多巴湖' },
      process: PROCESS.wetHulled,
      roast: 'medium_dark',
      notes: { en: 'dark chocolate, cedar, warm spice', zh: '黑朱古力、雪松、香料' },
      roastedDaysAgo: 6,
    },
    look: { kind: 'bag', tone: 'sumatra', label: { kicker: 'Indonesia', en: 'Mandheling', zh: '曼特寧' } },
    sell: {
      sku: 'SC-IDN-MAN',
      axis: 'weight',
      price: { '200g': 138, '500g': 318, '1kg': 598 },
      grinds: ['whole-bean', 'filter', 'espresso'],
      sale: { percent: 12, on: ['500g'] },
    },
  },
  {
    slug: 'yunnan-puer-natural',
    category: 'asia-pacific',
    name: { en: "Yunnan Pu'er Natural", zh: '雲南 普洱 日曬', cn: '云南 普洱 日晒' },
    description: {
      en: "Catimor grown among the tea gardens of Pu'er, where Yunnan's farmers now pick only ripe red cherries and dry them on raised beds. Sweet and a little wild: red date, plum and raw cane sugar. A cup that shows how far Chinese coffee has come.",
      zh: '卡蒂姆種植在普洱的茶園之間，雲南咖啡農現在只採全紅熟果，放上高架棚曬乾。甜美又帶點野性：紅棗、李子和原蔗糖。一杯見證中國咖啡的進步。',
      cn: '卡蒂姆种植在普洱的茶园之间，云南咖啡农现在只采全红熟果，放上高架棚晒干。甜美又带点野性：红枣、李子和原蔗糖。一杯见证中国咖啡的进步。',
    },
    tags: ['sweet', 'natural', 'china', '香甜', '日曬', '雲南'],
    coffee: {
      origin: { en: "Pu'er, Yunnan, China", zh: '中國 雲南 普洱' },
      process: PROCESS.natural,
      roast: 'medium_light',
      notes: { en: 'red date, plum, raw cane sugar', zh: '紅棗、李子、原蔗糖' },
      roastedDaysAgo: 3,
    },
    look: { kind: 'bag', tone: 'yunnan', label: { kicker: 'Yunnan', en: "Pu'er Natural", zh: '普洱日曬' } },
    sell: { sku: 'SC-CHN-PUE', axis: 'weight', price: { '200g': 138, '500g': 318, '1kg': 598 }, isNew: true },
  },
  {
    slug: 'papua-new-guinea-sigri',
    category: 'asia-pacific',
    name: {
      en: 'Papua New Guinea Sigri Estate',
      zh: '巴布亞新畿內亞 西格里莊園',
      cn: '巴布亚新几内亚 西格里庄园',
    },
    description: {
      en: 'Sigri sits in the Wahgi Valley of the Western Highlands, where Typica and Bourbon grow in volcanic soil. A smooth, tropical cup of caramel, papaya and walnut. Good black, better with a splash of milk.',
      zh: '西格里莊園位於西部高地的瓦吉山谷，鐵比卡與波旁生長在火山土壤之中。順滑帶熱帶風情：焦糖、木瓜、合桃。齋飲好飲，加少少奶更好。',
      cn: '西格里庄园位于西部高地的瓦吉山谷，铁皮卡与波旁生长在火山土壤之中。顺滑带热带风情：焦糖、木瓜、核桃。纯饮好喝，加少许奶更好。',
    },
    tags: ['smooth', 'tropical', 'caramel', '順滑', '熱帶水果', '焦糖'],
    coffee: {
      origin: {
        en: 'Wahgi Valley, Western Highlands, Papua New Guinea',
        zh: '巴布亞新畿內亞 西部高地 瓦吉山谷',
      },
      process: PROCESS.washed,
      roast: 'medium',
      notes: { en: 'caramel, papaya, walnut', zh: '焦糖、木瓜、合桃' },
      roastedDaysAgo: 7,
    },
    look: {
      kind: 'bag',
      tone: 'papua',
      label: { kicker: 'Papua New Guinea', en: 'Sigri Estate', zh: '西格里莊園' },
    },
    sell: { sku: 'SC-PNG-SIG', axis: 'weight', price: { '200g': 148, '500g': 338, '1kg': 628 } },
  },
  {
    slug: 'india-monsooned-malabar',
    category: 'asia-pacific',
    name: { en: 'India Monsooned Malabar', zh: '印度 季風馬拉巴', cn: '印度 季风马拉巴' },
    description: {
      en: 'The green beans spend the monsoon in open warehouses on the Malabar coast, swelling in the damp sea air and losing their acidity. The result is mellow and earthy, with nutmeg, dark cocoa and toasted bread. A classic in espresso blends and wonderful on its own.',
      zh: '生豆放在馬拉巴海岸的開放式貨倉，經歷整個季風季節，在潮濕海風中膨脹、褪去酸度。成品柔和帶泥土氣息：肉豆蔻、黑可可、烘多士。傳統意式拼配的好材料，單品飲亦很出色。',
      cn: '生豆放在马拉巴海岸的开放式仓库，经历整个季风季节，在潮湿海风中膨胀、褪去酸度。成品柔和带泥土气息：肉豆蔻、黑可可、烤吐司。传统意式拼配的好原料，单喝也很出色。',
    },
    tags: ['earthy', 'low acidity', 'espresso', '泥土香', '低酸', '意式'],
    coffee: {
      origin: { en: 'Malabar Coast, Karnataka, India', zh: '印度 卡納塔克 馬拉巴海岸' },
      process: PROCESS.monsooned,
      roast: 'medium_dark',
      notes: { en: 'nutmeg, dark cocoa, toast', zh: '肉豆蔻、黑可可、烘多士' },
      roastedDaysAgo: 5,
    },
    look: {
      kind: 'bag',
      tone: 'india',
      label: { kicker: 'India', en: 'Monsooned Malabar', zh: '季風馬拉巴' },
    },
    sell: {
      sku: 'SC-IND-MAL',
      axis: 'weight',
      price: { '200g': 128, '500g': 298, '1kg': 548 },
      grinds: ['whole-bean', 'espresso'],
      soldOut: ['1K-ES'],
    },
  },
];
