import { describe, expect, it } from 'vitest';
import { pickLocalised } from '../../../i18n/localised.ts';
import { sectionItem } from '../section-item.test-kit.ts';
import { timelineEntry } from './timeline-entry.ts';

const pick = (record: object, field: string) => pickLocalised(record, field, 'en');

describe('timelineEntry', () => {
  it('takes the year from the title when the title is the year', () => {
    const item = sectionItem({ title_en: '2015', subtitle_en: 'A one-kilo roaster' });
    expect(timelineEntry(item, pick)).toEqual({ year: '2015', heading: 'A one-kilo roaster' });
  });

  it('takes the year from the subtitle when the title is the award', () => {
    const item = sectionItem({ title_en: 'Gold, filter category', subtitle_en: '2025年' });
    expect(timelineEntry(item, pick)).toEqual({ year: '2025年', heading: 'Gold, filter category' });
  });
});
