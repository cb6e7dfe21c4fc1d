import type { ProductSeed } from './catalog-seed.types.ts';

export const MERCHANDISE: ProductSeed[] = [
  {
    slug: 'harbour-stoneware-mug',
    category: 'merchandise',
    name: { en: 'Harbour Stoneware Mug 300 ml', zh: '海港粗陶馬克杯 300ml', cn: '海港粗陶马克杯 300ml' },
    description: {
      en: 'Thrown and glazed by a small studio in Fo Tan, so each mug is a little different from the next. Holds a generous 300 ml flat white and keeps it warm. Dishwasher safe.',
      zh: '由火炭一間小工作室拉坯上釉，每隻都略有不同。容量 300 毫升，裝一杯 Flat White 綽綽有餘，保溫亦好。可放洗碗機。',
      cn: '由火炭一家小工作室拉坯上釉，每只都略有不同。容量 300 毫升，装一杯馥芮白绰绰有余，保温也好。可放洗碗机。',
    },
    tags: ['mug', 'handmade', 'hong kong', '馬克杯', '手作', '香港製造'],
    look: { kind: 'mug', tone: 'cream' },
    sell: { sku: 'SC-MER-MUG', axis: 'colour', price: { cream: 168, 'roast-brown': 168 } },
  },
  {
    slug: 'terracotta-espresso-cup-pair',
    category: 'merchandise',
    name: {
      en: 'Terracotta Espresso Cup Pair',
      zh: '赤陶紅濃縮咖啡杯（一對）',
      cn: '赤陶红浓缩咖啡杯（一对）',
    },
    description: {
      en: 'Thick-walled porcelain that keeps a 30 ml shot hot, in a pair for sharing. The saucers double as little plates for an egg tart. Glazed in our terracotta red.',
      zh: '厚身瓷杯，三十毫升濃縮咖啡的溫度保得住，一對兩隻，方便分享。杯碟亦可當小碟放件蛋撻。以我們的赤陶紅上釉。',
      cn: '厚壁瓷杯，三十毫升浓缩咖啡的温度保得住，一对两只，方便分享。杯碟也可当小碟放块蛋挞。以我们的赤陶红上釉。',
    },
    tags: ['cup', 'espresso', 'gift', '咖啡杯', '意式', '禮物'],
    look: { kind: 'cup-pair', tone: 'festive' },
    sell: { sku: 'SC-MER-ESP', price: 198, isNew: true },
  },
  {
    slug: 'coffee-sack-canvas-tote',
    category: 'merchandise',
    name: { en: 'Coffee Sack Canvas Tote', zh: '咖啡麻袋帆布袋', cn: '咖啡麻袋帆布袋' },
    description: {
      en: 'Heavy cotton canvas printed like the jute sacks our green coffee arrives in, with our little sampan on the front. Big enough for two bags of beans and a laptop. Made in Hong Kong.',
      zh: '厚身棉帆布，印上生豆麻袋的圖案，正面是我們的小舢舨標誌。裝得下兩包咖啡豆加一部手提電腦。香港製造。',
      cn: '厚实棉帆布，印上生豆麻袋的图案，正面是我们的小舢板标志。装得下两包咖啡豆加一台笔记本电脑。香港制造。',
    },
    tags: ['tote', 'canvas', 'hong kong', '帆布袋', '環保', '香港製造'],
    look: { kind: 'tote', tone: 'sand' },
    sell: { sku: 'SC-MER-TOT', price: 128, sale: { percent: 20 } },
  },
  {
    slug: 'insulated-travel-tumbler',
    category: 'merchandise',
    name: { en: 'Insulated Travel Tumbler', zh: '保溫隨行杯', cn: '保温随行杯' },
    description: {
      en: 'Double-walled stainless steel keeps coffee hot for six hours and cold brew icy for twelve. The leak-proof lid is safe in a bag and fits under most espresso spouts. Bring it to any of our shops for HK$3 off your drink.',
      zh: '雙層不鏽鋼真空保溫，熱咖啡保溫六小時，冷萃保冷十二小時。防漏杯蓋放袋也安心，亦放得入大部分咖啡機出水口下。自備隨行杯到任何一間分店，飲品減 HK$3。',
      cn: '双层不锈钢真空保温，热咖啡保温六小时，冷萃保冷十二小时。防漏杯盖放包里也安心，也能放进大多数咖啡机出水口下。自带随行杯到任何一家门店，饮品减 HK$3。',
    },
    tags: ['tumbler', 'reusable', 'travel', '隨行杯', '環保', '旅行'],
    suggested: true,
    look: { kind: 'tumbler', tone: 'harbour' },
    sell: { sku: 'SC-MER-TMB', axis: 'size', price: { '350ml': 228, '500ml': 268 } },
  },
];

export const GIFT_SETS: ProductSeed[] = [
  {
    slug: 'origins-duo-gift-box',
    category: 'gift-sets',
    name: { en: 'Origins Duo Gift Box', zh: '雙產地咖啡禮盒', cn: '双产地咖啡礼盒' },
    description: {
      en: 'Two of our favourite single origins, 200 g each, one bright and floral and one sweet and chocolatey, in a keepsake box with a handwritten card. We change the pair every season; this one is Yirgacheffe and Huehuetenango.',
      zh: '兩款我們最愛的單品咖啡豆，各 200 克，一款明亮花香，一款香甜帶朱古力味，放入值得留念的禮盒，附手寫心意卡。每季更換組合，今季是耶加雪菲配薇薇特南果。',
      cn: '两款我们最爱的单品咖啡豆，各 200 克，一款明亮花香，一款香甜带巧克力味，装进值得珍藏的礼盒，附手写心意卡。每季更换组合，本季是耶加雪菲配薇薇特南果。',
    },
    tags: ['gift', 'single origin', 'sampler', '禮盒', '單品', '送禮'],
    suggested: true,
    look: {
      kind: 'gift-box',
      tone: 'harbour',
      pair: ['ethiopia', 'guatemala'],
      label: { kicker: 'Gift box', en: 'Origins Duo', zh: '雙產地禮盒' },
    },
    sell: { sku: 'SC-GFT-DUO', price: 328 },
  },
  {
    slug: 'espresso-lovers-gift-box',
    category: 'gift-sets',
    name: { en: "Espresso Lover's Gift Box", zh: '意式咖啡愛好者禮盒', cn: '意式咖啡爱好者礼盒' },
    description: {
      en: 'Harbour House Espresso and Signal No. 8 Dark, 200 g each, with a pair of our terracotta espresso cups. Everything for a proper shot at home except the machine.',
      zh: '海港招牌意式拼配及八號風球深焙各 200 克，再加一對赤陶紅濃縮咖啡杯。除了咖啡機，在家沖一杯好 Espresso 所需的都齊備了。',
      cn: '海港招牌意式拼配及八号风球深焙各 200 克，再加一对赤陶红浓缩咖啡杯。除了咖啡机，在家做一杯好 Espresso 所需的都齐备了。',
    },
    tags: ['gift', 'espresso', 'cups', '禮盒', '意式', '送禮'],
    look: {
      kind: 'gift-box',
      tone: 'typhoon',
      pair: ['harbour', 'typhoon'],
      label: { kicker: 'Gift box', en: 'Espresso Lover', zh: '意式愛好者' },
    },
    sell: { sku: 'SC-GFT-ESP', price: 398, sale: { percent: 10 } },
  },
  {
    slug: 'lunar-new-year-gift-box',
    category: 'gift-sets',
    name: { en: 'Lunar New Year Gift Box', zh: '新春咖啡禮盒', cn: '新春咖啡礼盒' },
    description: {
      en: 'A red-and-gold box for the visiting season: Panama Geisha 100 g, Harbour House Espresso 200 g and ten Yirgacheffe drip bags. Wrapped by hand at the roastery, with a card in the style of a spring couplet for your greeting.',
      zh: '拜年送禮的紅金禮盒：巴拿馬藝伎 100 克、海港招牌意式拼配 200 克，再加十包耶加雪菲掛耳。由烘焙房同事人手包裝，附揮春款式賀卡寫上祝福。',
      cn: '拜年送礼的红金礼盒：巴拿马艺伎 100 克、海港招牌意式拼配 200 克，再加十包耶加雪菲挂耳。由烘焙坊同事手工包装，附春联式贺卡写上祝福。',
    },
    tags: ['gift', 'lunar new year', 'geisha', '禮盒', '新春', '藝伎'],
    look: {
      kind: 'gift-box',
      tone: 'festive',
      pair: ['panama', 'harbour'],
      label: { kicker: 'Gift box', en: 'Lunar New Year', zh: '新春禮盒' },
    },
    sell: { sku: 'SC-GFT-LNY', price: 588, isNew: true },
  },
];
