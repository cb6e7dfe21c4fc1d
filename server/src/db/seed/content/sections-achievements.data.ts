import { art, doc, p, type SectionItemSeed, type SectionSeed } from './section-seed.ts';

/** A line of copy in both languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** What hangs on the wall for an award: a medal, a finalist's certificate or an engraved plaque. */
export type AwardKind = 'gold' | 'silver' | 'finalist' | 'plaque';

export interface AwardSeed {
  competition: Bilingual;
  /** What was won, e.g. Gold / 金獎. */
  prize: Bilingual;
  /** Where the prize applies, as the headline says it, e.g. filter category / 手沖組. */
  category?: Bilingual;
  year: number;
  kind: AwardKind;
  story: Bilingual;
}

/**
 * The shop's awards, newest first. The timeline, the award pictures' alt text and the drawn
 * medals (award-1, award-2, … in this order) all come from here, so they cannot disagree.
 */
export const AWARDS: readonly AwardSeed[] = [
  {
    competition: { en: 'Hong Kong Roasters’ Cup', zh: '香港烘焙師盃' },
    prize: { en: 'Gold', zh: '金獎' },
    category: { en: 'filter category', zh: '手沖組' },
    year: 2025,
    kind: 'gold',
    story: {
      en: 'For a washed Gesha from Finca Santa Teresa in Boquete, Panama, roasted light and bright.',
      zh: '得獎咖啡為巴拿馬波奎特Finca Santa Teresa莊園的水洗藝伎，淺焙而明亮。',
    },
  },
  {
    competition: { en: 'Hong Kong Barista Championship', zh: '香港咖啡師大賽' },
    prize: { en: 'Finalist', zh: '決賽' },
    year: 2024,
    kind: 'finalist',
    story: {
      en: 'Our head of education, Joanne Lau, placed fourth with a routine built around a Yunnan natural.',
      zh: '我們的培訓主管劉穎欣以雲南日曬豆為主題，勇奪第四名。',
    },
  },
  {
    competition: { en: 'Asia Coffee Roasting Awards', zh: '亞洲咖啡烘焙大獎' },
    prize: { en: 'Silver', zh: '銀獎' },
    category: { en: 'espresso category', zh: '意式組' },
    year: 2023,
    kind: 'silver',
    story: {
      en: 'For Harbour House Espresso, the blend we have roasted every week since 2017.',
      zh: '得獎的是「海港招牌意式拼配」，我們自2017年起每週都烘焙的招牌意式豆。',
    },
  },
  {
    competition: { en: 'Readers’ Choice Awards', zh: '讀者票選大獎' },
    prize: { en: 'Best Independent Café', zh: '最佳獨立咖啡店' },
    category: { en: 'Hong Kong Island', zh: '港島' },
    year: 2021,
    kind: 'plaque',
    story: {
      en: 'Voted by readers of a local food magazine for our Sheung Wan bar.',
      zh: '上環店獲本地飲食雜誌讀者票選得獎。',
    },
  },
];

const OBJECT: Record<AwardKind, Bilingual> = {
  gold: { en: 'medal', zh: '獎牌' },
  silver: { en: 'medal', zh: '獎牌' },
  finalist: { en: 'certificate', zh: '證書' },
  plaque: { en: 'plaque', zh: '獎牌' },
};

/** What the award's picture shows, e.g. "Gold medal, Hong Kong Roasters’ Cup 2025". */
export function awardAlt({ competition, prize, year, kind }: AwardSeed): Bilingual {
  return {
    en: `${prize.en} ${OBJECT[kind].en}, ${competition.en} ${year}`,
    zh: `${year}年${competition.zh}${prize.zh}${OBJECT[kind].zh}`,
  };
}

/** The timeline headline, e.g. "Hong Kong Roasters’ Cup: Gold, filter category". */
export function awardHeadline({ competition, prize, category }: AwardSeed): Bilingual {
  return {
    en: `${competition.en}: ${prize.en}${category ? `, ${category.en}` : ''}`,
    zh: `${competition.zh}：${category?.zh ?? ''}${prize.zh}`,
  };
}

const ACHIEVEMENTS: readonly SectionItemSeed[] = AWARDS.map((award) => {
  const headline = awardHeadline(award);
  return {
    titleEn: headline.en,
    titleZh: headline.zh,
    subtitleEn: `${award.year}`,
    subtitleZh: `${award.year}年`,
    contentEn: p(award.story.en),
    contentZh: p(award.story.zh),
  };
});

export const ACHIEVEMENT_SECTIONS: readonly SectionSeed[] = [
  { key: 'our_achievements', items: ACHIEVEMENTS },
  {
    key: 'our_achievements_award_images',
    items: AWARDS.map((award, i) => {
      const alt = awardAlt(award);
      return {
        titleEn: alt.en,
        titleZh: alt.zh,
        image: art(`award-${i + 1}`),
        imageAltEn: alt.en,
        imageAltZh: alt.zh,
      };
    }),
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
