import { art, doc, p, type SectionItemSeed, type SectionSeed } from './section-seed.ts';

const ACHIEVEMENTS: readonly SectionItemSeed[] = [
  {
    titleEn: 'Hong Kong Roasters’ Cup: Gold, filter category',
    titleZh: '香港烘焙師盃：手沖組金獎',
    subtitleEn: '2025',
    subtitleZh: '2025年',
    contentEn: p('For a washed Gesha from Finca Santa Teresa in Boquete, Panama, roasted light and bright.'),
    contentZh: p('得獎咖啡為巴拿馬波奎特Finca Santa Teresa莊園的水洗藝伎，淺焙而明亮。'),
  },
  {
    titleEn: 'Hong Kong Barista Championship: Finalist',
    titleZh: '香港咖啡師大賽：決賽',
    subtitleEn: '2024',
    subtitleZh: '2024年',
    contentEn: p(
      'Our head of education, Joanne Lau, placed fourth with a routine built around a Yunnan natural.',
    ),
    contentZh: p('我們的培訓主管劉穎欣以雲南日曬豆為主題，勇奪第四名。'),
  },
  {
    titleEn: 'Asia Coffee Roasting Awards: Silver, espresso',
    titleZh: '亞洲咖啡烘焙大獎：意式組銀獎',
    subtitleEn: '2023',
    subtitleZh: '2023年',
    contentEn: p('For Harbour House Espresso, the blend we have roasted every week since 2017.'),
    contentZh: p('得獎的是「海港招牌意式拼配」，我們自2017年起每週都烘焙的招牌意式豆。'),
  },
  {
    titleEn: 'Best Independent Café, Hong Kong Island',
    titleZh: '港島最佳獨立咖啡店',
    subtitleEn: '2021',
    subtitleZh: '2021年',
    contentEn: p('Voted by readers of a local food magazine for our Sheung Wan bar.'),
    contentZh: p('上環店獲本地飲食雜誌讀者票選得獎。'),
  },
];

const AWARD_ALTS = [
  ['Gold medal, Hong Kong Roasters’ Cup 2025', '2025年香港烘焙師盃金獎獎牌'],
  ['Finalist certificate, Hong Kong Barista Championship 2024', '2024年香港咖啡師大賽決賽證書'],
  ['Silver medal, Asia Coffee Roasting Awards 2023', '2023年亞洲咖啡烘焙大獎銀獎獎牌'],
  ['Best Independent Café plaque, 2021', '2021年最佳獨立咖啡店獎牌'],
] as const;

export const ACHIEVEMENT_SECTIONS: readonly SectionSeed[] = [
  { key: 'our_achievements', items: ACHIEVEMENTS },
  {
    key: 'our_achievements_award_images',
    items: AWARD_ALTS.map(([altEn, altZh], i) => ({
      titleEn: altEn,
      titleZh: altZh,
      image: art(`award-${i + 1}`),
      imageAltEn: altEn,
      imageAltZh: altZh,
    })),
  },
  {
    key: 'our_sustainability_practises',
    items: [
      {
        titleEn: 'Our sustainability practises',
        titleZh: '我們的可持續發展實踐',
        subtitleEn: 'Small changes, made every day',
        subtitleZh: '每天做一點點',
        contentEn: doc(
          p(
            'Coffee is grown far away and drunk here, so most of its footprint sits at the farm and on the ship. The biggest thing we can do is pay farmers enough to farm well, and buy from them year after year. The rest we work on every day in Hong Kong.',
          ),
          p(
            '<strong>Packaging.</strong> Our bags are a paper and plant-based lining that can go into a food-waste composter, and our drip-bag filters are made of unbleached, compostable fibre. Bring empty bags back to any shop and we will send them to a composting partner.',
          ),
          p(
            '<strong>Chaff and grounds.</strong> The papery chaff from roasting and the spent grounds from our bars go every week to community farms in the New Territories, where they end up as mulch and compost.',
          ),
          p(
            '<strong>Deliveries.</strong> Hong Kong Island and Kowloon deliveries are grouped into rounds by district, and we reuse courier boxes from our green coffee suppliers wherever we can.',
          ),
          p('<strong>Cups.</strong> Bring your own cup to any of our bars and take HK$3 off your drink.'),
        ),
        contentZh: doc(
          p(
            '咖啡在遠方種植、在香港飲用，大部分碳足跡都來自莊園和海運。我們能做得最多的，是付足夠的價錢讓農民好好耕種，並年復一年向他們採購。其餘的，我們每天在香港一點一點去做。',
          ),
          p(
            '<strong>包裝：</strong>我們的咖啡袋採用紙及植物性內層，可放入廚餘堆肥機；掛耳濾袋以未漂白的可堆肥纖維製成。把空袋帶回任何一家分店，我們會交給堆肥夥伴處理。',
          ),
          p(
            '<strong>銀皮與咖啡渣：</strong>烘焙產生的銀皮和咖啡店用過的咖啡渣，每星期都會送到新界的社區農場，化成覆蓋物和堆肥。',
          ),
          p('<strong>送貨：</strong>港島及九龍的訂單按地區集中派送，我們亦盡量重用生豆供應商的紙箱寄貨。'),
          p('<strong>杯：</strong>自備杯子到任何一家分店購買飲品，即減HK$3。'),
        ),
        image: art('sustainability'),
        imageAltEn: 'Compostable coffee bags and a crate of spent grounds bound for a farm',
        imageAltZh: '可堆肥咖啡袋及一箱準備送往農場的咖啡渣',
      },
    ],
  },
];
