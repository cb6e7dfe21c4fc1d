import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../../i18n/localised.ts';
import { RichText } from '../rich-text.tsx';
import { timelineEntry } from './timeline-entry.ts';
import './section-timeline.css';

/** Dated items down a line, the year as the marker: the story's milestones, the awards. */
export function SectionTimeline({ items }: { items: readonly SectionItem[] }) {
  const pick = useLocalised();
  return (
    <ol className="timeline">
      {items.map((item) => {
        const { year, heading } = timelineEntry(item, pick);
        return (
          <li key={item.id} className="timeline__entry">
            <p className="timeline__year">{year}</p>
            <div className="timeline__body">
              {heading && <h3 className="timeline__heading">{heading}</h3>}
              <RichText headingLevel={4} html={pick(item, 'content')} className="timeline__text" />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
