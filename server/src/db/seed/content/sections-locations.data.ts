import { PICKUP_STORES } from '../lookups/pickup-stores.data.ts';
import { lines, p, type SectionSeed } from './section-seed.ts';

/** Built from the pickup stores, so the locations page can never disagree with checkout. */
const STORE_ITEMS = PICKUP_STORES.map((s) => ({
  titleEn: s.nameEn,
  titleZh: s.nameZh,
  subtitleEn: s.districtEn,
  subtitleZh: s.districtZh,
  contentEn: lines(s.addressEn, s.openingHoursEn, `Tel: ${s.phone}`, 'Free pickup for online orders'),
  contentZh: lines(s.addressZh, s.openingHoursZh, `電話：${s.phone}`, '網上訂單可免費自取'),
  image: s.image,
  imageAltEn: `${s.nameEn} shop front`,
  imageAltZh: `${s.nameZh}門面`,
}));

export const LOCATION_SECTIONS: readonly SectionSeed[] = [
  { key: 'store_locations', items: STORE_ITEMS },
  {
    key: 'store_locations_sg',
    items: [
      {
        titleEn: 'Kampong Kettle, Tiong Bahru',
        titleZh: 'Kampong Kettle（中峇魯）',
        subtitleEn: 'Partner café, Singapore',
        subtitleZh: '新加坡合作咖啡店',
        contentEn: lines(
          '#01-52, 71 Seng Poh Road, Singapore 160071',
          'Tue to Sun 08:00-17:00; closed on Mondays',
          'Brewing our Harbour House Espresso and a rotating single origin on filter',
        ),
        contentZh: lines(
          '新加坡成保路71號#01-52（郵區160071）',
          '星期二至日 08:00-17:00；逢星期一休息',
          '供應我們的「海港招牌」意式拼配及每月輪換的單品手沖',
        ),
      },
      {
        titleEn: 'Ferry Stop Coffee, Joo Chiat',
        titleZh: 'Ferry Stop Coffee（如切）',
        subtitleEn: 'Partner café, Singapore',
        subtitleZh: '新加坡合作咖啡店',
        contentEn: lines(
          '318 Joo Chiat Road, Singapore 427583',
          'Daily 09:00-18:00',
          'Sells our retail bags; Singapore orders can also be delivered from Hong Kong',
        ),
        contentZh: lines(
          '新加坡如切路318號（郵區427583）',
          '每日 09:00-18:00',
          '有售我們的咖啡豆；新加坡顧客亦可在網店訂購，由香港直送',
        ),
      },
      {
        titleEn: 'Wholesale in Singapore',
        titleZh: '新加坡批發合作',
        contentEn: p(
          'Running a café in Singapore and curious about our coffee? Write to wholesale@sampan.coffee and we will send samples.',
        ),
        contentZh: p(
          '在新加坡經營咖啡店，想試試我們的咖啡？請電郵至 wholesale@sampan.coffee，我們會寄上樣本。',
        ),
      },
    ],
  },
];
