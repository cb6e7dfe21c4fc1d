import type { ProductSeed } from './catalog-seed.types.ts';

export const BREWERS_GRINDERS: ProductSeed[] = [
  {
    slug: 'ceramic-cone-dripper-02',
    category: 'brewers',
    name: { en: 'Ceramic Cone Dripper 02', zh: '陶瓷錐形濾杯 02', cn: '陶瓷锥形滤杯 02' },
    description: {
      en: 'A 60-degree cone with spiral ribs and one large hole, so your pour controls the flow. Glazed porcelain holds its heat well once rinsed. Brews one to four cups with size 02 papers.',
      zh: '六十度錐形設計，螺旋導流紋配單一大孔，流速由你的注水掌控。上釉瓷器以熱水預熱後保溫出色。配 02 號濾紙，可沖一至四杯。',
      cn: '六十度锥形设计，螺旋导流纹配单一大孔，流速由你的注水掌控。上釉瓷器用热水预热后保温出色。配 02 号滤纸，可冲一至四杯。',
    },
    tags: ['dripper', 'pour-over', 'ceramic', '濾杯', '手沖', '陶瓷'],
    suggested: true,
    look: { kind: 'dripper', tone: 'porcelain' },
    sell: { sku: 'SC-EQP-CON', axis: 'colour', price: { white: 168, 'roast-brown': 168 } },
  },
  {
    slug: 'flat-bottom-wave-dripper-185',
    category: 'brewers',
    name: { en: 'Flat-Bottom Wave Dripper 185', zh: '平底波浪濾杯 185', cn: '平底波浪滤杯 185' },
    description: {
      en: 'Three small holes and a flat bed give an even, forgiving extraction, even when your pour is not perfect. Stainless steel, so it travels without fear. Uses 185 wave filters.',
      zh: '平底設計配三個小孔，萃取均勻穩定，注水不夠完美都不易失手。不鏽鋼材質，帶出門亦不怕碰撞。配 185 號波浪濾紙使用。',
      cn: '平底设计配三个小孔，萃取均匀稳定，注水不够完美也不易失手。不锈钢材质，带出门也不怕磕碰。配 185 号波浪滤纸使用。',
    },
    tags: ['dripper', 'pour-over', 'travel', '濾杯', '手沖', '旅行'],
    look: { kind: 'wave-dripper', tone: 'steel' },
    sell: { sku: 'SC-EQP-WAV', price: 228 },
  },
  {
    slug: 'glass-coffee-server-600',
    category: 'brewers',
    name: { en: 'Glass Coffee Server 600 ml', zh: '玻璃咖啡分享壺 600ml', cn: '玻璃咖啡分享壶 600ml' },
    description: {
      en: 'Heat-resistant borosilicate glass with clear marks every 200 ml and a spout that does not drip. Sits neatly under our drippers and goes in the dishwasher.',
      zh: '耐熱硼硅玻璃，每 200 毫升一格刻度，倒咖啡不滴漏。放在我們的濾杯下大小剛好，可放入洗碗機。',
      cn: '耐热硼硅玻璃，每 200 毫升一格刻度，倒咖啡不滴漏。放在我们的滤杯下大小刚好，可放入洗碗机。',
    },
    tags: ['server', 'glass', 'pour-over', '分享壺', '玻璃', '手沖'],
    look: { kind: 'server', tone: 'glass' },
    sell: { sku: 'SC-EQP-SRV', price: 138, sale: { percent: 15 } },
  },
  {
    slug: 'conical-burr-hand-grinder',
    category: 'grinders',
    name: { en: 'Conical Burr Hand Grinder', zh: '錐刀手搖磨豆機', cn: '锥刀手摇磨豆机' },
    description: {
      en: 'Stainless-steel conical burrs on two bearings grind evenly from espresso-fine to French-press coarse, with 40 clicks to dial in. Holds 25 g, enough for two cups. Small enough for a weekend bag.',
      zh: '不鏽鋼錐刀配雙軸承，由意式幼粉到法壓粗粉都磨得均勻，四十格刻度隨意微調。一次可磨 25 克，夠沖兩杯。體積細小，週末出遊放入背囊也可以。',
      cn: '不锈钢锥刀配双轴承，从意式细粉到法压粗粉都研磨均匀，四十格刻度随意微调。一次可磨 25 克，够冲两杯。体积小巧，周末出游放进背包也没问题。',
    },
    tags: ['grinder', 'manual', 'travel', '磨豆機', '手搖', '旅行'],
    suggested: true,
    look: { kind: 'hand-grinder', tone: 'steel' },
    sell: { sku: 'SC-EQP-HGR', price: 880 },
  },
  {
    slug: 'flat-burr-electric-grinder',
    category: 'grinders',
    name: { en: 'Flat Burr Electric Grinder', zh: '平刀電動磨豆機', cn: '平刀电动磨豆机' },
    description: {
      en: '64 mm flat burrs and a slow, quiet motor make filter coffee with very few fines. It is single-dose: weigh your beans, pour them in, and nothing stays behind. Three-year warranty, serviced at our Kwun Tong workshop.',
      zh: '64 毫米平刀配低轉速靜音摩打，手沖粉細粉極少。單劑量設計：秤好豆、倒入、磨完，機內不留殘粉。由我們觀塘工場提供三年保養。',
      cn: '64 毫米平刀配低转速静音电机，手冲粉细粉极少。单剂量设计：称好豆、倒入、磨完，机内不留残粉。由我们观塘工坊提供三年保修。',
    },
    tags: ['grinder', 'electric', 'single dose', '磨豆機', '電動', '單劑量'],
    look: { kind: 'electric-grinder', tone: 'charcoal' },
    sell: {
      sku: 'SC-EQP-EGR',
      axis: 'colour',
      price: { 'matte-black': 2680, white: 2680 },
      soldOut: ['WH'],
      isNew: true,
    },
  },
];
