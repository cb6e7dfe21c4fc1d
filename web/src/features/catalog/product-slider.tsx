import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { PRODUCT_IMAGE_SIZE } from './product-rules.ts';

interface ProductSliderProps {
  images: string[];
  alt: (index: number) => string;
  eager: boolean;
}

/**
 * The slider layout's gallery: a scroll-snapping strip that a thumb can swipe and the buttons step
 * through. Native scrolling rather than a carousel library keeps it light and needs no inline styles.
 */
export function ProductSlider({ images, alt, eager }: ProductSliderProps) {
  const { t } = useTranslation('catalog');
  const track = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);

  const go = (index: number) => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: 'smooth' });
    setShown(index);
  };
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section
      className="gallery gallery--slider"
      aria-roledescription="carousel"
      aria-label={t('gallery.slider')}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard */}
      <ul ref={track} className="gallery__track" tabIndex={0} onScroll={onScroll}>
        {images.map((src, index) => (
          <li
            key={src}
            className="gallery__slide"
            aria-roledescription="slide"
            aria-label={t('gallery.position', { n: index + 1, total: images.length })}
          >
            <img
              className="gallery__image"
              src={src}
              alt={alt(index)}
              width={PRODUCT_IMAGE_SIZE}
              height={PRODUCT_IMAGE_SIZE}
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={eager && index === 0 ? 'high' : 'auto'}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="gallery__controls">
          <IconButton
            icon="chevronLeft"
            className="gallery__step"
            label={t('gallery.previous')}
            disabled={shown === 0}
            onClick={() => go(shown - 1)}
          />
          <span className="gallery__count" aria-hidden="true">
            {shown + 1} / {images.length}
          </span>
          <IconButton
            icon="chevronRight"
            className="gallery__step"
            label={t('gallery.next')}
            disabled={shown >= images.length - 1}
            onClick={() => go(shown + 1)}
          />
        </div>
      )}
    </section>
  );
}
