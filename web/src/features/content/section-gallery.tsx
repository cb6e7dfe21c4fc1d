import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../i18n/localised.ts';
import { SectionImage } from './content-image.tsx';
import { SectionLink } from './section-link.tsx';
import './section-gallery.css';

/** Pictures with captions: award medals, corporate gifts. Items without a picture are skipped. */
export function SectionGallery({ items }: { items: readonly SectionItem[] }) {
  const pick = useLocalised();
  return (
    <ul className="gallery">
      {items
        .filter((item) => item.image)
        .map((item) => {
          const caption = pick(item, 'title');
          return (
            <li key={item.id}>
              <figure className="gallery__figure">
                <SectionImage item={item} size="badge" className="gallery__image" />
                {/* When the caption only repeats the alt text, a screen reader hears it once. */}
                <figcaption
                  className="gallery__caption"
                  aria-hidden={caption === pick(item, 'image_alt') || undefined}
                >
                  {caption}
                </figcaption>
              </figure>
            </li>
          );
        })}
    </ul>
  );
}

/** A quiet strip of client logos; a logo with a link goes to the client. */
export function LogoStrip({ items }: { items: readonly SectionItem[] }) {
  return (
    <ul className="logo-strip">
      {items
        .filter((item) => item.image)
        .map((item) => {
          const logo = <SectionImage item={item} size="logo" className="logo-strip__image" />;
          return (
            <li key={item.id} className="logo-strip__item">
              {item.link ? <SectionLink link={item.link}>{logo}</SectionLink> : logo}
            </li>
          );
        })}
    </ul>
  );
}
