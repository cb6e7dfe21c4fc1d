import type { ProductSeed, SectionSeed } from './catalog-seed.types.ts';
import { ASIA_PACIFIC } from './products-asia-pacific.data.ts';
import { BREWERS_GRINDERS } from './products-brewers-grinders.data.ts';
import { CAPSULES } from './products-capsules.data.ts';
import { CENTRAL_AMERICA } from './products-central-america.data.ts';
import { DRIP_BAGS } from './products-drip-bags.data.ts';
import { EAST_AFRICA } from './products-east-africa.data.ts';
import { ESPRESSO_BLENDS } from './products-espresso-blends.data.ts';
import { ETHIOPIA } from './products-ethiopia.data.ts';
import { FILTER_BLENDS } from './products-filter-blends.data.ts';
import { KETTLES_FILTERS } from './products-kettles-filters.data.ts';
import { GIFT_SETS, MERCHANDISE } from './products-merch-gifts.data.ts';
import { SOUTH_AMERICA } from './products-south-america.data.ts';

/** Every product of the demo shop; the seed inserts them and the art route draws their images. */
export const PRODUCTS: readonly ProductSeed[] = [
  ...ETHIOPIA,
  ...EAST_AFRICA,
  ...SOUTH_AMERICA,
  ...CENTRAL_AMERICA,
  ...ASIA_PACIFIC,
  ...ESPRESSO_BLENDS,
  ...FILTER_BLENDS,
  ...DRIP_BAGS,
  ...CAPSULES,
  ...BREWERS_GRINDERS,
  ...KETTLES_FILTERS,
  ...MERCHANDISE,
  ...GIFT_SETS,
];

export const SECTIONS: readonly SectionSeed[] = [
  {
    key: 'new_arrivals',
    name: { en: 'New arrivals', zh: '新品上架' },
    slugs: [
      'ethiopia-sidama-bensa-anaerobic',
      'colombia-cauca-el-paraiso',
      'spring-tide-seasonal-espresso',
      'yunnan-puer-natural',
      'el-salvador-santa-ana-pacamara',
      'origins-discovery-drip-box',
      'flat-burr-electric-grinder',
      'lunar-new-year-gift-box',
    ],
  },
  {
    key: 'best_sellers',
    name: { en: 'Best sellers', zh: '人氣之選' },
    slugs: [
      'harbour-house-espresso',
      'ethiopia-yirgacheffe-kochere',
      'kenya-nyeri-gachatha-aa',
      'colombia-huila-pitalito',
      'yirgacheffe-drip-bags',
      'temperature-control-gooseneck-kettle',
      'sumatra-mandheling-grade-1',
      'origins-duo-gift-box',
    ],
  },
];
