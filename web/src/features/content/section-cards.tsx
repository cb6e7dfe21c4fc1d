import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../i18n/localised.ts';
import { Placeholders, Skeleton, SkeletonLines } from '../../shared/ui/skeleton.tsx';
import { type ImageSize, SectionImage } from './content-image.tsx';
import { RichText } from './rich-text.tsx';
import { SectionCta } from './section-link.tsx';
import './section-cards.css';

/** scene pictures fill the top of the card; badge art (benefits) sits on it as a medallion. */
export type CardImageSize = Extract<ImageSize, 'scene' | 'badge'>;

function SectionCard({ item, imageSize }: { item: SectionItem; imageSize: CardImageSize }) {
  const pick = useLocalised();
  const subtitle = pick(item, 'subtitle');
  return (
    <article className="content-card panel">
      <SectionImage
        item={item}
        size={imageSize}
        className={`content-card__image content-card__image--${imageSize}`}
      />
      <div className="content-card__body">
        <h3 className="content-card__title">{pick(item, 'title')}</h3>
        {subtitle && <p className="content-card__subtitle">{subtitle}</p>}
        <RichText headingLevel={4} html={pick(item, 'content')} className="content-card__text" />
        {item.link && <SectionCta link={item.link} className="content-card__link" />}
      </div>
    </article>
  );
}

/** Several items of a section side by side: shops, classes, plans, benefits, roles. */
interface SectionCardsProps {
  items: readonly SectionItem[];
  imageSize?: CardImageSize;
}

export function SectionCards({ items, imageSize = 'scene' }: SectionCardsProps) {
  return (
    <div className="card-grid">
      {items.map((item) => (
        <SectionCard key={item.id} item={item} imageSize={imageSize} />
      ))}
    </div>
  );
}

export function SectionCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="card-grid" aria-hidden="true">
      <Placeholders count={count}>
        <div className="content-card panel">
          <Skeleton shape="image" className="content-card__image" />
          <div className="content-card__body">
            <Skeleton shape="heading" />
            <SkeletonLines />
          </div>
        </div>
      </Placeholders>
    </div>
  );
}
