import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../../i18n/localised.ts';
import { SectionImage } from '../content-image.tsx';
import { Eyebrow } from '../eyebrow.tsx';
import { RichText } from '../rich-text.tsx';
import { SectionLink } from '../section-link.tsx';
import './feature-split.css';

interface FeatureSplitProps {
  item: SectionItem;
  ctaLabel: string;
  /** roast: the dark band that makes one call to action stand out on the page. */
  tone: 'sunken' | 'roast';
  /** Picture on the right instead of the left, to vary the rhythm between neighbouring bands. */
  reverse?: boolean;
}

/** One story told beside its picture: the roastery, the subscription. */
export function FeatureSplit({ item, ctaLabel, tone, reverse = false }: FeatureSplitProps) {
  const pick = useLocalised();
  const subtitle = pick(item, 'subtitle');
  const classes = ['feature', `feature--${tone}`, reverse ? 'feature--reverse' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes}>
      <div className="container feature__inner">
        <SectionImage item={item} size="scene" className="feature__image" />
        <div className="feature__text">
          {subtitle && <Eyebrow text={subtitle} className="feature__eyebrow" />}
          <h2>{pick(item, 'title')}</h2>
          <RichText headingLevel={3} html={pick(item, 'content')} className="feature__body" />
          {item.link && (
            <SectionLink link={item.link} className="button feature__cta">
              {ctaLabel}
            </SectionLink>
          )}
        </div>
      </div>
    </section>
  );
}
