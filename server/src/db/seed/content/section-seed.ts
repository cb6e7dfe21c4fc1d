import type { SectionKey } from '@shop/contract/content/content.calls';

/** One website section item as written in the seed; empty strings stand for "not used". */
export interface SectionItemSeed {
  titleEn: string;
  titleZh: string;
  subtitleEn?: string;
  subtitleZh?: string;
  /** Rich text limited to the tags the shop allows (contract/src/content/rich-text-tags.ts). */
  contentEn?: string;
  contentZh?: string;
  image?: string;
  imageAltEn?: string;
  imageAltZh?: string;
  link?: string;
}

export interface SectionSeed {
  key: SectionKey;
  items: readonly SectionItemSeed[];
}

export const art = (name: string): string => `/media/art/${name}.svg`;

export const p = (text: string): string => `<p>${text}</p>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;
/** Lines inside one paragraph, written as sanitize-html writes a line break. */
export const lines = (...texts: string[]): string => p(texts.join('<br />'));
export const doc = (...blocks: string[]): string => blocks.join('');
