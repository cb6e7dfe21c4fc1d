import type { SectionItem } from '@shop/contract/content/content.calls';

/** A section item for unit tests: every field empty unless the test says otherwise. */
export function sectionItem(fields: Partial<SectionItem> = {}): SectionItem {
  return {
    id: 1,
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
    sort_order: 0,
    ...fields,
  };
}
