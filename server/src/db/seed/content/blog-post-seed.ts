export interface BlogPostSeed {
  slug: string;
  titleEn: string;
  titleZh: string;
  excerptEn: string;
  excerptZh: string;
  /** Rich text limited to the tags the shop allows (contract/src/content/rich-text-tags.ts). */
  contentEn: string;
  contentZh: string;
  image: string;
  authorEn: string;
  authorZh: string;
  tags: readonly string[];
  /** Counted back from the seed day, so a fresh install always has a recent-looking blog. */
  daysAgo: number;
}

export const AUTHORS = {
  joanne: { authorEn: 'Joanne Lau, Head of Education', authorZh: '劉穎欣（培訓主管）' },
  kaHo: { authorEn: 'Ka Ho Wong, Head Roaster', authorZh: '黃家豪（首席烘焙師）' },
  sam: { authorEn: 'Sam Leung, Green Coffee Buyer', authorZh: '梁浩森（生豆採購）' },
  ada: { authorEn: 'Ada Lam, Co-founder', authorZh: '林穎詩（聯合創辦人）' },
} as const;
