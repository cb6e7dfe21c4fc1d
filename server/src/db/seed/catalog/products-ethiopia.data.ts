import type { ProductSeed } from './catalog-seed.types.ts';
import { PROCESS } from './coffee-terms.data.ts';

export const ETHIOPIA: ProductSeed[] = [
  {
    slug: 'ethiopia-yirgacheffe-kochere',
    category: 'africa',
    name: {
      en: 'Ethiopia Yirgacheffe Kochere',
      zh: '埃塞俄比亞 耶加雪菲 科契爾',
      cn: '埃塞俄比亚 耶加雪菲 科契尔',
    },
    description: {
      en: 'Grown at around 2,000 metres by smallholders who bring ripe cherries to the Kochere washing station. A clean, washed coffee that smells like a spring garden: jasmine first, then bergamot and a soft white-peach sweetness as it cools. It is the first pour of every morning at our roastery.',
      zh: '由小農在海拔約二千米種植，成熟咖啡果送到科契爾水洗站處理。乾淨明亮，一打開便是茉莉花香，放涼後轉出佛手柑和白桃的清甜。是我們烘焙房每朝的第一杯手沖。',
      cn: '由小农在海拔约两千米种植，成熟咖啡果送到科契尔水洗站处理。干净明亮，一打开就是茉莉花香，放凉后转出佛手柑和白桃的清甜。是我们烘焙坊每天早上的第一杯手冲。',
    },
    tags: ['floral', 'fruity', 'filter', '花香', '果香', '手沖', '耶加'],
    suggested: true,
    coffee: {
      origin: { en: 'Kochere, Yirgacheffe, Ethiopia', zh: '埃塞俄比亞 耶加雪菲 科契爾' },
      process: PROCESS.washed,
      roast: 'light',
      notes: { en: 'jasmine, bergamot, white peach', zh: '茉莉花、佛手柑、白桃' },
      roastedDaysAgo: 3,
    },
    look: { kind: 'bag', tone: 'ethiopia', label: { kicker: 'Ethiopia', en: 'Yirgacheffe', zh: '耶加雪菲' } },
    sell: {
      sku: 'SC-ETH-YIR',
      axis: 'weight',
      price: { '200g': 168, '500g': 388, '1kg': 728 },
      grinds: ['whole-bean', 'filter'],
      soldOut: ['1K-FL'],
    },
  },
  {
    slug: 'ethiopia-guji-hambela-natural',
    category: 'africa',
    name: {
      en: 'Ethiopia Guji Hambela Natural',
      zh: '埃塞俄比亞 古吉 漢貝拉 日曬',
      cn: '埃塞俄比亚 古吉 汉贝拉 日晒',
    },
    description: {
      en: 'Whole cherries dried slowly on raised beds in Hambela, high in the Guji zone. The natural process gives it a ripe, jammy sweetness of blueberry and strawberry jam, with a cacao-nib finish. Lovely as a pour-over and surprisingly good as a fruity espresso.',
      zh: '整顆咖啡果在古吉產區漢貝拉的高架棚上慢慢曬乾。日曬處理帶來熟成果醬般的甜感：藍莓、士多啤梨果醬，尾韻是可可碎。手沖一流，做成果香濃縮咖啡亦出奇地好飲。',
      cn: '整颗咖啡果在古吉产区汉贝拉的高架棚上慢慢晒干。日晒处理带来熟透果酱般的甜感：蓝莓、草莓果酱，尾韵是可可碎。手冲一流，做成果香意式浓缩也出奇地好喝。',
    },
    tags: ['fruity', 'berry', 'natural', '果香', '莓果', '日曬'],
    suggested: true,
    coffee: {
      origin: { en: 'Hambela, Guji, Ethiopia', zh: '埃塞俄比亞 古吉 漢貝拉' },
      process: PROCESS.natural,
      roast: 'light',
      notes: { en: 'blueberry, strawberry jam, cacao nib', zh: '藍莓、士多啤梨果醬、可可碎' },
      roastedDaysAgo: 4,
    },
    look: {
      kind: 'bag',
      tone: 'ethiopia',
      label: { kicker: 'Ethiopia', en: 'Guji Natural', zh: '古吉日曬' },
    },
    sell: {
      sku: 'SC-ETH-GUJ',
      axis: 'weight',
      price: { '200g': 178, '500g': 408, '1kg': 768 },
      grinds: ['whole-bean', 'filter', 'espresso'],
      sale: { percent: 10, on: ['500g'] },
    },
  },
  {
    slug: 'ethiopia-sidama-bensa-anaerobic',
    category: 'africa',
    name: {
      en: 'Ethiopia Sidama Bensa Anaerobic',
      zh: '埃塞俄比亞 西達摩 班莎 厭氧日曬',
      cn: '埃塞俄比亚 西达摩 班莎 厌氧日晒',
    },
    description: {
      en: 'A small lot from Bensa, fermented in sealed tanks for 72 hours before drying on raised beds. Expect a loud cup of ripe mango, rum-soaked raisin and a hibiscus tartness. Brew it a little cooler, around 90°C, to keep the fruit bright.',
      zh: '班莎的小批次，咖啡果先在密封桶內厭氧發酵七十二小時，再放上高架棚曬乾。風味奔放：熟芒果、冧酒提子乾，還有洛神花的酸甜。建議用約 90°C 的水沖，果香更鮮明。',
      cn: '班莎的小批次，咖啡果先在密封桶内厌氧发酵七十二小时，再放上高架棚晒干。风味奔放：熟芒果、朗姆酒葡萄干，还有洛神花的酸甜。建议用约 90°C 的水冲煮，果香更鲜明。',
    },
    tags: ['fruity', 'anaerobic', 'limited', '果香', '厭氧', '限量'],
    coffee: {
      origin: { en: 'Bensa, Sidama, Ethiopia', zh: '埃塞俄比亞 西達摩 班莎' },
      process: PROCESS.anaerobic,
      roast: 'light',
      notes: { en: 'mango, rum raisin, hibiscus', zh: '芒果、冧酒提子乾、洛神花' },
      roastedDaysAgo: 2,
    },
    look: {
      kind: 'bag',
      tone: 'ethiopia',
      label: { kicker: 'Ethiopia', en: 'Bensa Anaerobic', zh: '班莎厭氧' },
    },
    sell: { sku: 'SC-ETH-BEN', axis: 'weight', price: { '200g': 228, '500g': 528 }, isNew: true },
  },
];
