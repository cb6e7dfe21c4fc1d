import type { SectionItem } from '@shop/contract/content/content.calls';

/** A website section item with every text empty: the console's new item, and the tests' base. */
export const blankSectionItem = (sortOrder = 0): Omit<SectionItem, 'id'> => ({
  title_en: '',
  title_zh: '',
  subtitle_en: '',
  subtitle_zh: '',
  content_en: '',
  content_zh: '',
  image: '',
  image_alt_en: '',
  image_alt_zh: '',
  link: '',
  sort_order: sortOrder,
});
