import type { SectionItem } from '@shop/contract/content/content.calls';
import { blankSectionItem } from '../../shared/blank-section-item.ts';

/** A section item for unit tests: every field empty unless the test says otherwise. */
export function sectionItem(fields: Partial<SectionItem> = {}): SectionItem {
  return { id: 1, ...blankSectionItem(), ...fields };
}
