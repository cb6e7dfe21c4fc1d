import type { SectionItem } from '@shop/contract/content/content.calls';

type Pick = (record: object, field: string) => string;

export interface TimelineEntry {
  year: string;
  heading: string;
}

const YEAR = /^\d{4}/;

/**
 * Dated items carry their year in the title (our story: "2015", "a one-kilo roaster") or in the
 * subtitle (achievements: the award, "2025"); the marker shows the year either way.
 */
export function timelineEntry(item: SectionItem, pick: Pick): TimelineEntry {
  const title = pick(item, 'title');
  const subtitle = pick(item, 'subtitle');
  if (YEAR.test(subtitle) && !YEAR.test(title)) return { year: subtitle, heading: title };
  return { year: title, heading: subtitle };
}
