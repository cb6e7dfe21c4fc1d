import type { ProductSeed } from './catalog-seed.types.ts';
import { DECAF, HOUSE_BLEND, PROCESS } from './coffee-terms.data.ts';

export const CAPSULES: ProductSeed[] = [
  {
    slug: 'harbour-house-capsules',
    category: 'capsules',
    name: { en: 'Harbour House Espresso Capsules', zh: '海港招牌意式咖啡膠囊', cn: '海港招牌意式咖啡胶囊' },
    description: {
      en: 'Our house espresso in aluminium capsules for Nespresso Original machines, each sealed fresh with 5.5 g of coffee. Milk chocolate and caramel, with the crema you expect. Recyclable: bring the used capsules back to any of our shops.',
      zh: '把招牌意式拼配封入鋁製膠囊，適用於 Nespresso Original 系列咖啡機，每粒 5.5 克新鮮密封。牛奶朱古力、焦糖，Crema 一樣豐厚。可回收：用完的膠囊帶回任何一間分店即可。',
      cn: '把招牌意式拼配封入铝制胶囊，适用于 Nespresso Original 系列咖啡机，每粒 5.5 克新鲜密封。牛奶巧克力、焦糖，油脂一样丰厚。可回收：用完的胶囊带回任何一家门店即可。',
    },
    tags: ['capsule', 'espresso', 'recyclable', '膠囊', '意式', '可回收'],
    suggested: true,
    coffee: { ...HOUSE_BLEND, roastedDaysAgo: 8 },
    look: {
      kind: 'capsules',
      tone: 'harbour',
      label: { kicker: 'Capsules', en: 'Harbour House', zh: '海港招牌' },
    },
    sell: {
      sku: 'SC-CAP-HAR',
      axis: 'pack',
      price: { 'box-10': 58, 'box-50': 268 },
      sale: { percent: 10, on: ['box-50'] },
    },
  },
  {
    slug: 'guji-natural-capsules',
    category: 'capsules',
    name: { en: 'Guji Natural Capsules', zh: '古吉日曬咖啡膠囊', cn: '古吉日晒咖啡胶囊' },
    description: {
      en: 'A fruit-forward single origin for your capsule machine: our Guji natural, roasted a little darker so it extracts sweetly in 25 seconds. Blueberry and cocoa as a short shot, and lovely as a lungo too.',
      zh: '為膠囊機而設的果香單品：古吉日曬豆烘得稍深，廿五秒便萃出甜美一杯。短萃是藍莓和可可，做 Lungo 亦好飲。',
      cn: '为胶囊机而设的果香单品：古吉日晒豆烘得稍深，二十五秒就萃取出甜美的一杯。短萃是蓝莓和可可，做长萃也好喝。',
    },
    tags: ['capsule', 'fruity', 'single origin', '膠囊', '果香', '單品'],
    coffee: {
      origin: { en: 'Hambela, Guji, Ethiopia', zh: '埃塞俄比亞 古吉 漢貝拉' },
      process: PROCESS.natural,
      roast: 'medium_light',
      notes: { en: 'blueberry, cocoa, red wine', zh: '藍莓、可可、紅酒' },
      roastedDaysAgo: 7,
    },
    look: {
      kind: 'capsules',
      tone: 'ethiopia',
      label: { kicker: 'Capsules', en: 'Guji Natural', zh: '古吉日曬' },
    },
    sell: { sku: 'SC-CAP-GUJ', axis: 'pack', price: { 'box-10': 68, 'box-50': 318 }, isNew: true },
  },
  {
    slug: 'night-ferry-decaf-capsules',
    category: 'capsules',
    name: { en: 'Night Ferry Decaf Capsules', zh: '夜渡低因咖啡膠囊', cn: '夜渡低因咖啡胶囊' },
    description: {
      en: 'Swiss Water decaf in capsules for Nespresso Original machines. Cocoa and toffee, round enough for an evening latte. All of the ritual, none of the caffeine.',
      zh: '瑞士水處理低因咖啡，膠囊適用於 Nespresso Original 系列。可可、拖肥糖，夜晚做杯鮮奶咖啡亦夠圓潤。儀式感照舊，咖啡因就免了。',
      cn: '瑞士水处理低因咖啡，胶囊适用于 Nespresso Original 系列。可可、太妃糖，晚上做一杯拿铁也足够圆润。仪式感照旧，咖啡因就免了。',
    },
    tags: ['capsule', 'decaf', 'evening', '膠囊', '低因', '夜晚'],
    coffee: { ...DECAF, roastedDaysAgo: 8 },
    look: {
      kind: 'capsules',
      tone: 'decaf',
      label: { kicker: 'Decaf capsules', en: 'Night Ferry', zh: '夜渡低因' },
    },
    sell: { sku: 'SC-CAP-DEC', axis: 'pack', price: { 'box-10': 62, 'box-50': 288 }, soldOut: ['50'] },
  },
];
