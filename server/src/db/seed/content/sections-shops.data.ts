import { art, p, type SectionSeed } from './section-seed.ts';

export const SHOP_SECTIONS: readonly SectionSeed[] = [
  {
    key: 'our_shops',
    items: [
      {
        titleEn: 'Our shops',
        titleZh: '我們的小店',
        contentEn: p(
          'Three rooms, three moods, one rule: nobody rushes you. Every shop brews the current single origins on filter, pulls our house espresso, and sells freshly roasted beans to take home. Online orders can be picked up at any of them.',
        ),
        contentZh: p(
          '三個空間，三種氣氛，只有一個規矩：不趕客。每家店都有當季單品手沖、招牌意式咖啡，亦有新鮮烘焙的咖啡豆外賣。網上訂單可以在任何一家店自取。',
        ),
        image: art('shop-interior'),
        imageAltEn: 'Inside our Sheung Wan bar, morning light on a timber counter',
        imageAltZh: '上環店內，晨光灑在木吧枱上',
      },
      {
        titleEn: 'Sheung Wan',
        titleZh: '上環',
        contentEn: p(
          'Our first bar, up the slope on Tai Ping Shan Street. Stand at the hand-brew counter and talk coffee with whoever is on bar.',
        ),
        contentZh: p('我們的第一家店，位於太平山街的斜路上。站在手沖吧枱前，跟當值的咖啡師聊聊咖啡。'),
        image: art('store-1'),
        imageAltEn: 'Sheung Wan shop front',
        imageAltZh: '上環店門面',
        link: '/locations',
      },
      {
        titleEn: 'Tai Hang',
        titleZh: '大坑',
        contentEn: p(
          'A neighbourhood café with a long shared table, dogs welcome, pastries from the bakery two doors down.',
        ),
        contentZh: p('一家街坊咖啡店，有一張長長的共享木枱，歡迎毛孩，糕點來自隔兩間鋪的麵包店。'),
        image: art('store-2'),
        imageAltEn: 'Tai Hang café with its long shared table',
        imageAltZh: '大坑店的長共享木枱',
        link: '/locations',
      },
      {
        titleEn: 'Kwun Tong Roastery',
        titleZh: '觀塘烘焙廠',
        contentEn: p(
          'Watch the roaster at work through the glass, join a Saturday cupping, or collect your order straight from the packing bench.',
        ),
        contentZh: p('隔著玻璃看烘豆機運作、參加星期六杯測，或直接在包裝枱前領取你的訂單。'),
        image: art('store-3'),
        imageAltEn: 'The roastery’s tasting room in Kwun Tong',
        imageAltZh: '觀塘烘焙廠的試飲室',
        link: '/locations',
      },
    ],
  },
];
