/** The labels of the seeded posts' tags (blog-posts-*.data.ts name them by slug), in both languages. */
export const BLOG_TAG_LABELS: Readonly<Record<string, { nameEn: string; nameZh: string }>> = {
  aeropress: { nameEn: 'AeroPress', nameZh: '愛樂壓' },
  brewing: { nameEn: 'Brewing', nameZh: '沖煮' },
  'cold-brew': { nameEn: 'Cold brew', nameZh: '冷萃' },
  colombia: { nameEn: 'Colombia', nameZh: '哥倫比亞' },
  'direct-trade': { nameEn: 'Direct trade', nameZh: '直接貿易' },
  freshness: { nameEn: 'Freshness', nameZh: '新鮮度' },
  guide: { nameEn: 'Guide', nameZh: '指南' },
  'hong-kong': { nameEn: 'Hong Kong', nameZh: '香港' },
  office: { nameEn: 'Office', nameZh: '辦公室' },
  origin: { nameEn: 'Origin', nameZh: '產地' },
  'pour-over': { nameEn: 'Pour-over', nameZh: '手沖' },
  'roast-level': { nameEn: 'Roast level', nameZh: '烘焙度' },
  roasting: { nameEn: 'Roasting', nameZh: '烘焙' },
  storage: { nameEn: 'Storage', nameZh: '保存' },
  summer: { nameEn: 'Summer', nameZh: '夏日' },
  v60: { nameEn: 'V60', nameZh: 'V60' },
};
