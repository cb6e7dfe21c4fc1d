import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/lazy-page.ts';
import { PRODUCT_IMAGE_SIZE } from './product-rules.ts';
import './gallery.css';

/** The slider, in a chunk of its own: one product layout of six shows it. */
export const ProductSlider = lazyPage(async () => ({
  default: (await import('./product-slider.tsx')).ProductSlider,
}));

/** The quick view's gallery has 4 thumbnails; the product page shows them all. */
export const QUICK_VIEW_THUMBNAILS = 4;

export type GalleryMode = 'thumbs-below' | 'thumbs-left' | 'thumbs-right' | 'stacked' | 'slider';

interface ProductGalleryProps {
  images: string[];
  name: string;
  mode: GalleryMode;
  /** The product page's first image is its LCP element: fetched at once and first. */
  eager?: boolean;
  maxThumbnails?: number;
}

const size = { width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };

export function useImageAlt(name: string, total: number) {
  const { t } = useTranslation('catalog');
  return (index: number) => (index === 0 ? name : t('gallery.imageAlt', { name, n: index + 1, total }));
}

export function ProductGallery({ images, name, mode, eager = false, maxThumbnails }: ProductGalleryProps) {
  const { t } = useTranslation('catalog');
  const [shown, setShown] = useState(0);
  const alt = useImageAlt(name, images.length);
  const first = {
    loading: eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: eager ? ('high' as const) : ('auto' as const),
  };

  const empty = <div className="gallery gallery--empty" aria-hidden="true" />;
  if (images.length === 0) return empty;
  if (mode === 'slider')
    return (
      <Suspense fallback={empty}>
        <ProductSlider images={images} alt={alt} eager={eager} />
      </Suspense>
    );
  if (mode === 'stacked')
    return (
      // A phone scrolls the stack sideways, so the keyboard must be able to reach it.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      <section className="gallery gallery--stacked" aria-label={t('gallery.slider')} tabIndex={0}>
        {images.map((src, index) => (
          <img
            key={src}
            className="gallery__image"
            src={src}
            alt={alt(index)}
            {...size}
            {...(index === 0 ? first : { loading: 'lazy' })}
          />
        ))}
      </section>
    );

  const thumbnails = images.slice(0, maxThumbnails ?? images.length);
  const current = images[shown] ?? images[0];
  return (
    <div className={`gallery gallery--${mode}`}>
      <img
        className="gallery__image gallery__main"
        src={current}
        alt={alt(shown)}
        {...size}
        {...(shown === 0 ? first : {})}
      />
      {thumbnails.length > 1 && (
        <ul className="gallery__thumbs" aria-label={t('gallery.thumbnails')}>
          {thumbnails.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === shown}
                aria-label={t('gallery.show', { n: index + 1, total: images.length })}
                onClick={() => setShown(index)}
              >
                <img src={src} alt="" {...size} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
