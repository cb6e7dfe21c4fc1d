/**
 * The gift is its own hidden product, so it has its own stock and never shows in the shop: spend
 * HK$600 or more and a three-bag drip sampler comes free, while the 300 samplers last.
 */
export const GIFT_PRODUCT = {
  slug: 'drip-bag-sampler-gift',
  nameEn: 'Drip Bag Sampler (gift)',
  nameZh: '掛耳咖啡試飲裝（贈品）',
  nameCn: '挂耳咖啡试饮装（赠品）',
  descriptionEn: 'Three drip bags from this week’s roasts, with our thanks for a big order.',
  descriptionZh: '三包本週新鮮烘焙的掛耳咖啡，多謝你的支持。',
  descriptionCn: '三包本周新鲜烘焙的挂耳咖啡，感谢你的支持。',
  tags: ['gift', '贈品'],
} as const;

export const GIFT_VARIANT = {
  sku: 'SC-GIFT-DRIP3',
  retailPriceCents: 3_800,
  inventory: 300,
  /** Drawn like the discovery box it is taken from. */
  imageSlug: 'origins-discovery-drip-box',
} as const;

export const GIFT_RULE = {
  nameEn: 'Free drip bag sampler on orders of HK$600 or more',
  nameZh: '購物滿HK$600送掛耳咖啡試飲裝',
  minSubtotalCents: 60_000,
  giftQuantity: 1,
} as const;
