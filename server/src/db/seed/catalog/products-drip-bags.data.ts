import type { ProductSeed } from './catalog-seed.types.ts';
import { DECAF, HOUSE_BLEND, PROCESS } from './coffee-terms.data.ts';

export const DRIP_BAGS: ProductSeed[] = [
  {
    slug: 'yirgacheffe-drip-bags',
    category: 'drip-bags',
    name: { en: 'Yirgacheffe Drip Bags', zh: '耶加雪菲掛耳咖啡', cn: '耶加雪菲挂耳咖啡' },
    description: {
      en: 'Our Yirgacheffe Kochere, ground fresh and sealed in nitrogen-flushed drip bags of 12 g each. Hook one over a cup, pour 180 ml of just-boiled water in three slow rounds, and the jasmine is all yours. Made for the office desk and the hotel room.',
      zh: '把耶加雪菲科契爾新鮮研磨，每包 12 克，充氮密封。掛在杯邊，分三次慢慢注入 180 毫升剛離火的熱水，茉莉花香即時湧出。放在辦公室或帶去旅行都方便。',
      cn: '把耶加雪菲科契尔新鲜研磨，每包 12 克，充氮密封。挂在杯边，分三次慢慢注入 180 毫升刚离火的热水，茉莉花香立刻涌出。放在办公室或带去旅行都方便。',
    },
    tags: ['drip bag', 'floral', 'travel', '掛耳', '花香', '旅行', '耶加'],
    suggested: true,
    coffee: {
      origin: { en: 'Kochere, Yirgacheffe, Ethiopia', zh: '埃塞俄比亞 耶加雪菲 科契爾' },
      process: PROCESS.washed,
      roast: 'light',
      notes: { en: 'jasmine, bergamot, white peach', zh: '茉莉花、佛手柑、白桃' },
      roastedDaysAgo: 6,
    },
    look: {
      kind: 'drip-box',
      tone: 'ethiopia',
      label: { kicker: 'Drip bags', en: 'Yirgacheffe', zh: '耶加雪菲' },
    },
    sell: { sku: 'SC-DRP-YIR', axis: 'pack', price: { 'box-10': 118, 'box-20': 218 } },
  },
  {
    slug: 'harbour-house-drip-bags',
    category: 'drip-bags',
    name: { en: 'Harbour House Drip Bags', zh: '海港招牌掛耳咖啡', cn: '海港招牌挂耳咖啡' },
    description: {
      en: 'The house blend from our bars in a drip bag, roasted a shade lighter so it shines without an espresso machine. Milk chocolate and caramel, with or without a splash of milk. Ten bags, ten good mornings.',
      zh: '把店內招牌拼配做成掛耳，烘得稍淺一點，沒有咖啡機一樣沖得出好味道。牛奶朱古力、焦糖，加不加奶都好飲。十包，就是十個美好早晨。',
      cn: '把店内招牌拼配做成挂耳，烘得稍浅一点，没有咖啡机一样冲得出好味道。牛奶巧克力、焦糖，加不加奶都好喝。十包，就是十个美好的早晨。',
    },
    tags: ['drip bag', 'chocolate', 'office', '掛耳', '朱古力', '辦公室'],
    suggested: true,
    coffee: { ...HOUSE_BLEND, roastedDaysAgo: 5 },
    look: {
      kind: 'drip-box',
      tone: 'harbour',
      label: { kicker: 'Drip bags', en: 'Harbour House', zh: '海港招牌' },
    },
    sell: {
      sku: 'SC-DRP-HAR',
      axis: 'pack',
      price: { 'box-10': 98, 'box-20': 178 },
      sale: { percent: 10, on: ['box-20'] },
    },
  },
  {
    slug: 'night-ferry-decaf-drip-bags',
    category: 'drip-bags',
    name: { en: 'Night Ferry Decaf Drip Bags', zh: '夜渡低因掛耳咖啡', cn: '夜渡低因挂耳咖啡' },
    description: {
      en: 'Swiss Water decaf in a drip bag, for an evening cup that will not keep you awake. Cocoa and toffee, soft and round. Keep a box at the office for the four o’clock slump.',
      zh: '瑞士水處理低因咖啡做成掛耳，晚上飲都不怕失眠。可可、拖肥糖，柔和圓潤。在辦公室放一盒，陪你捱過下午四點。',
      cn: '瑞士水处理低因咖啡做成挂耳，晚上喝也不怕失眠。可可、太妃糖，柔和圆润。在办公室放一盒，陪你熬过下午四点。',
    },
    tags: ['drip bag', 'decaf', 'evening', '掛耳', '低因', '夜晚'],
    coffee: { ...DECAF, roastedDaysAgo: 9 },
    look: {
      kind: 'drip-box',
      tone: 'decaf',
      label: { kicker: 'Decaf drip bags', en: 'Night Ferry', zh: '夜渡低因' },
    },
    sell: { sku: 'SC-DRP-DEC', price: 108, soldOut: true },
  },
  {
    slug: 'origins-discovery-drip-box',
    category: 'drip-bags',
    name: { en: 'Origins Discovery Drip Box', zh: '產地探索掛耳咖啡盒', cn: '产地探索挂耳咖啡盒' },
    description: {
      en: 'Fifteen drip bags, three each of five single origins, from a floral Yirgacheffe to a chocolatey Sumatra. A tasting card inside helps you find the flavour you like best. An easy gift for someone just falling for coffee.',
      zh: '十五包掛耳，五款單品各三包，由花香滿溢的耶加雪菲到朱古力味濃的蘇門答臘。盒內附風味小卡，幫你找出最喜歡的味道。送給剛愛上咖啡的朋友，一定合適。',
      cn: '十五包挂耳，五款单品各三包，从花香满溢的耶加雪菲到巧克力味浓郁的苏门答腊。盒内附风味小卡，帮你找到最喜欢的味道。送给刚爱上咖啡的朋友，再合适不过。',
    },
    tags: ['drip bag', 'sampler', 'gift', '掛耳', '試飲裝', '禮物'],
    coffee: {
      origin: {
        en: 'Ethiopia, Kenya, Colombia, Guatemala, Sumatra',
        zh: '埃塞俄比亞、肯亞、哥倫比亞、危地馬拉、蘇門答臘',
      },
      process: { en: 'Washed, natural and wet-hulled', zh: '水洗、日曬及濕剝法' },
      roast: 'medium_light',
      notes: { en: 'jasmine, blackcurrant, dark chocolate', zh: '茉莉花、黑加侖子、黑朱古力' },
      roastedDaysAgo: 4,
    },
    look: {
      kind: 'drip-box',
      tone: 'festive',
      label: { kicker: 'Drip bags × 15', en: 'Discovery', zh: '產地探索' },
    },
    sell: { sku: 'SC-DRP-DSC', price: 168, isNew: true },
  },
];
