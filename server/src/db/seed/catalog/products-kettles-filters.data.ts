import type { ProductSeed } from './catalog-seed.types.ts';

export const KETTLES_FILTERS: ProductSeed[] = [
  {
    slug: 'temperature-control-gooseneck-kettle',
    category: 'kettles-scales',
    name: { en: 'Temperature-Control Gooseneck Kettle', zh: '溫控手沖壺', cn: '温控手冲壶' },
    description: {
      en: 'Set the exact temperature from 40 to 100°C and hold it for an hour. The slim gooseneck pours a steady, pencil-thin stream for calm, even blooms. 0.9 litres, with a three-pin plug for Hong Kong sockets.',
      zh: '溫度可由 40°C 至 100°C 精準設定，並保溫一小時。幼身鵝頸壺嘴水柱穩定纖細，悶蒸注水更易控制。容量 0.9 公升，配英式三腳插頭，香港插座直接用。',
      cn: '温度可在 40°C 至 100°C 之间精准设定，并保温一小时。细长鹅颈壶嘴水流稳定纤细，闷蒸注水更易控制。容量 0.9 升，配英式三脚插头，适用香港插座。',
    },
    tags: ['kettle', 'gooseneck', 'electric', '手沖壺', '鵝頸', '溫控'],
    suggested: true,
    look: { kind: 'kettle', tone: 'charcoal' },
    sell: {
      sku: 'SC-EQP-KET',
      axis: 'colour',
      price: { 'matte-black': 798, white: 798 },
      sale: { percent: 10 },
    },
  },
  {
    slug: 'stovetop-gooseneck-kettle',
    category: 'kettles-scales',
    name: { en: 'Stovetop Gooseneck Kettle', zh: '爐上鵝頸手沖壺', cn: '炉上鹅颈手冲壶' },
    description: {
      en: 'Brushed stainless steel that works on gas, electric and induction hobs. A thermometer in the lid tells you when to pour. Simple, durable, and likely to outlive us all.',
      zh: '髮絲紋不鏽鋼，煤氣爐、電爐、電磁爐都用得。壺蓋內置溫度計，幾時注水一目了然。簡單耐用，用足一世。',
      cn: '拉丝不锈钢，燃气灶、电炉、电磁炉都能用。壶盖内置温度计，何时注水一目了然。简单耐用，能用一辈子。',
    },
    tags: ['kettle', 'gooseneck', 'stovetop', '手沖壺', '鵝頸', '爐具'],
    look: { kind: 'stovetop-kettle', tone: 'steel' },
    sell: { sku: 'SC-EQP-STK', price: 368 },
  },
  {
    slug: 'brewing-scale-with-timer',
    category: 'kettles-scales',
    name: { en: 'Brewing Scale with Timer', zh: '咖啡計時電子秤', cn: '咖啡计时电子秤' },
    description: {
      en: 'Weighs to 0.1 g up to 2 kg, with a timer that starts itself when your first pour lands. A silicone pad protects it from hot servers and spills. Charges by USB-C and lasts about a month of daily brews.',
      zh: '精準至 0.1 克，最高秤 2 公斤，第一下注水即自動開始計時。矽膠墊隔熱防水，熱壺放上去亦無問題。USB-C 充電，每日沖一杯可用約一個月。',
      cn: '精确到 0.1 克，最大称重 2 公斤，第一次注水即自动开始计时。硅胶垫隔热防水，放上热壶也没问题。USB-C 充电，每天冲一杯可用约一个月。',
    },
    tags: ['scale', 'timer', 'pour-over', '電子秤', '計時', '手沖'],
    look: { kind: 'scale', tone: 'charcoal' },
    sell: { sku: 'SC-EQP-SCL', price: 398 },
  },
  {
    slug: 'cone-filter-papers-02',
    category: 'filters-accessories',
    name: {
      en: 'Cone Filter Papers 02 (100 sheets)',
      zh: '錐形濾紙 02（100 張）',
      cn: '锥形滤纸 02（100 张）',
    },
    description: {
      en: 'Oxygen-whitened, chlorine-free paper that leaves no papery taste after a quick rinse. Fits our Ceramic Cone Dripper 02 and most 60-degree cones. One hundred sheets.',
      zh: '以氧氣漂白、不含氯，稍為用熱水沖洗便沒有紙味。適用於我們的陶瓷錐形濾杯 02 及大部分六十度錐形濾杯。每包一百張。',
      cn: '采用氧气漂白、不含氯，用热水稍微冲洗便没有纸味。适用于我们的陶瓷锥形滤杯 02 及大部分六十度锥形滤杯。每包一百张。',
    },
    tags: ['filter', 'paper', 'pour-over', '濾紙', '手沖', '配件'],
    look: { kind: 'filters', tone: 'cream' },
    sell: { sku: 'SC-ACC-F02', price: 38 },
  },
  {
    slug: 'wave-filter-papers-185',
    category: 'filters-accessories',
    name: {
      en: 'Wave Filter Papers 185 (50 sheets)',
      zh: '波浪濾紙 185（50 張）',
      cn: '波浪滤纸 185（50 张）',
    },
    description: {
      en: 'Twenty pleats hold the paper away from the dripper wall for an even flow. Made for our Flat-Bottom Wave Dripper 185. Fifty sheets.',
      zh: '二十道波浪摺痕令濾紙與濾杯壁保持距離，水流更均勻。專為平底波浪濾杯 185 而設。每包五十張。',
      cn: '二十道波浪褶痕让滤纸与滤杯壁保持距离，水流更均匀。专为平底波浪滤杯 185 而设。每包五十张。',
    },
    tags: ['filter', 'paper', 'wave', '濾紙', '波浪', '配件'],
    look: { kind: 'wave-filters', tone: 'cream' },
    sell: { sku: 'SC-ACC-F185', price: 48 },
  },
  {
    slug: 'vacuum-bean-canister',
    category: 'filters-accessories',
    name: { en: 'Vacuum Bean Canister', zh: '真空咖啡豆保鮮罐', cn: '真空咖啡豆保鲜罐' },
    description: {
      en: 'Press the lid down and a one-way valve pushes the air out, keeping beans fresh for weeks longer. Holds a 250 g bag. A date dial on top reminds you when you opened it.',
      zh: '按下蓋頂，單向氣閥便會把空氣排走，咖啡豆可多保鮮幾個星期。可裝一包 250 克咖啡豆，蓋頂日期轉盤提你幾時開封。',
      cn: '按下盖顶，单向气阀就会把空气排出，咖啡豆可多保鲜几个星期。可装一包 250 克咖啡豆，盖顶日期转盘提醒你何时开封。',
    },
    tags: ['storage', 'canister', 'freshness', '保鮮', '咖啡豆罐', '配件'],
    look: { kind: 'canister', tone: 'sand' },
    sell: {
      sku: 'SC-ACC-CAN',
      axis: 'colour',
      price: { sand: 198, 'matte-black': 198 },
      sale: { percent: 20 },
    },
  },
];
