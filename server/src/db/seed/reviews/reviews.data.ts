/**
 * What the demo member wrote about things she bought (each SKU is on one of her paid orders), so the
 * demo shop shows reviews from the start: published ones on the product pages, one still waiting in
 * the console's moderation queue.
 */
export interface DemoReview {
  sku: string;
  rating: number;
  body: string;
  language: 'en' | 'zh-HK';
  status: 'published' | 'pending';
  daysAgo: number;
  /** The shop's answer, written by the demo owner. */
  answer?: string;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    sku: 'SC-ETH-YIR-500-WB',
    rating: 5,
    body: 'Jasmine and lemon as soon as the bag opens. I brew it on a V60 every morning and it has not let me down in four bags.',
    language: 'en',
    status: 'published',
    daysAgo: 110,
    answer: 'Thank you, Mei! The new harvest lands next month: we will keep a bag aside for you.',
  },
  {
    sku: 'SC-BLD-HAR-1K-WB',
    rating: 4,
    body: '朱古力味濃，加奶做鮮奶咖啡好夾。一公斤裝抵飲，不過要儘快飲完先保持新鮮。',
    language: 'zh-HK',
    status: 'published',
    daysAgo: 150,
  },
  {
    sku: 'SC-EQP-HGR',
    rating: 5,
    body: 'Grinds evenly from espresso to French press and the clicks make it easy to repeat a setting. Worth every dollar.',
    language: 'en',
    status: 'published',
    daysAgo: 160,
  },
  {
    sku: 'SC-KEN-NYE-500-WB',
    rating: 4,
    body: '黑加侖子同番茄嘅酸甜好突出，手沖溫度調低少少會更甜。',
    language: 'zh-HK',
    status: 'published',
    daysAgo: 100,
  },
  {
    sku: 'SC-DRP-YIR-10',
    rating: 4,
    body: 'Handy at the office. A little weaker than the beans, so I use less water.',
    language: 'en',
    status: 'pending',
    daysAgo: 15,
  },
];
