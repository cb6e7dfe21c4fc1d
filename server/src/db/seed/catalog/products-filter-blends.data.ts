import type { ProductSeed } from './catalog-seed.types.ts';
import { PROCESS } from './coffee-terms.data.ts';

export const FILTER_BLENDS: ProductSeed[] = [
  {
    slug: 'morning-tide-filter-blend',
    category: 'filter-blends',
    name: { en: 'Morning Tide Filter Blend', zh: '晨潮手沖拼配', cn: '晨潮手冲拼配' },
    description: {
      en: 'Two washed East African coffees, blended for a bright, clean cup you can drink all morning. Lemon, black tea and honey, light on its feet. If this is your first V60, start here.',
      zh: '兩款東非水洗豆，調配成明亮乾淨、整個早上都飲不厭的一杯。檸檬、紅茶、蜂蜜，輕盈爽口。第一次玩 V60 的話，我們推薦由它開始。',
      cn: '两款东非水洗豆，调配成明亮干净、整个上午都喝不腻的一杯。柠檬、红茶、蜂蜜，轻盈爽口。第一次玩 V60 的话，我们推荐从它开始。',
    },
    tags: ['bright', 'tea-like', 'filter', '明亮', '茶感', '手沖'],
    coffee: {
      origin: { en: 'Ethiopia, Kenya', zh: '埃塞俄比亞、肯亞' },
      process: PROCESS.washed,
      roast: 'light',
      notes: { en: 'lemon, black tea, honey', zh: '檸檬、紅茶、蜂蜜' },
      roastedDaysAgo: 3,
    },
    look: { kind: 'bag', tone: 'morning', label: { kicker: 'Filter blend', en: 'Morning Tide', zh: '晨潮' } },
    sell: {
      sku: 'SC-BLD-MOR',
      axis: 'weight',
      price: { '200g': 128, '500g': 298, '1kg': 558 },
      grinds: ['whole-bean', 'filter'],
      sale: { percent: 10 },
    },
  },
  {
    slug: 'lion-rock-filter-blend',
    category: 'filter-blends',
    name: { en: 'Lion Rock Filter Blend', zh: '獅子山手沖拼配', cn: '狮子山手冲拼配' },
    description: {
      en: 'Named for the hill that watches over Kowloon and the spirit it stands for. Guatemala brings the cocoa and caramel, Rwanda the juicy stone fruit. Sturdy enough for the office batch brewer, lovely in a pour-over at home.',
      zh: '以守護九龍的獅子山命名，也向那份獅子山精神致敬。危地馬拉帶來可可和焦糖，盧旺達帶來多汁的核果味。辦公室用大壺滴濾機沖得好，在家手沖更出色。',
      cn: '以守护九龙的狮子山命名，也向那份狮子山精神致敬。危地马拉带来可可和焦糖，卢旺达带来多汁的核果味。办公室用大壶滴滤机冲得好，在家手冲更出色。',
    },
    tags: ['balanced', 'office', 'filter', '平衡', '辦公室', '手沖'],
    suggested: true,
    coffee: {
      origin: { en: 'Guatemala, Rwanda', zh: '危地馬拉、盧旺達' },
      process: PROCESS.washed,
      roast: 'medium_light',
      notes: { en: 'stone fruit, caramel, cocoa', zh: '核果、焦糖、可可' },
      roastedDaysAgo: 4,
    },
    look: {
      kind: 'bag',
      tone: 'lion-rock',
      label: { kicker: 'Filter blend', en: 'Lion Rock', zh: '獅子山' },
    },
    sell: {
      sku: 'SC-BLD-LRK',
      axis: 'weight',
      price: { '200g': 128, '500g': 298, '1kg': 558 },
      grinds: ['whole-bean', 'filter'],
    },
  },
  {
    slug: 'cold-brew-blend',
    category: 'filter-blends',
    name: { en: 'Cold Brew Blend', zh: '冷萃咖啡拼配', cn: '冷萃咖啡拼配' },
    description: {
      en: 'Roasted for steeping and ground coarse: 100 g of coffee to a litre of cold water, 14 hours in the fridge, then strain. Smooth and sweet, with chocolate, cherry cola and brown sugar. Made for Hong Kong summers.',
      zh: '專為冷萃而烘，已磨成粗粉：一百克咖啡配一公升冷水，放雪櫃浸十四小時再隔渣。順滑香甜，有朱古力、車厘子可樂和黃糖味。為香港的夏天而設。',
      cn: '专为冷萃而烘，已磨成粗粉：一百克咖啡配一升冷水，放冰箱浸泡十四小时再过滤。顺滑香甜，有巧克力、樱桃可乐和红糖味。为香港的夏天而设。',
    },
    tags: ['cold brew', 'summer', 'smooth', '冷萃', '夏日', '順滑'],
    coffee: {
      origin: { en: 'Brazil, Colombia', zh: '巴西、哥倫比亞' },
      process: PROCESS.washedNatural,
      roast: 'medium',
      notes: { en: 'chocolate, cherry cola, brown sugar', zh: '朱古力、車厘子可樂、黃糖' },
      roastedDaysAgo: 2,
    },
    look: { kind: 'bag', tone: 'cold', label: { kicker: 'Coarse ground', en: 'Cold Brew', zh: '冷萃' } },
    sell: { sku: 'SC-BLD-CLD', axis: 'weight', price: { '500g': 228, '1kg': 428 }, sale: { percent: 15 } },
  },
];
