import type { SectionItem } from '@shop/contract/content/content.calls';
import { useLocalised } from '../../i18n/localised.ts';

/**
 * The intrinsic sizes the project's art is drawn at (server/src/modules/catalog/art). Every image
 * carries them, so the browser keeps the space before the file arrives and nothing jumps.
 */
export const IMAGE_SIZES = {
  banner: { width: 1600, height: 700 },
  scene: { width: 800, height: 600 },
  category: { width: 600, height: 600 },
  badge: { width: 400, height: 400 },
  logo: { width: 400, height: 200 },
} as const;

export type ImageSize = keyof typeof IMAGE_SIZES;

interface ContentImageProps {
  src: string;
  alt: string;
  size: ImageSize;
  /** The largest image above the fold (the LCP element): fetched at once, never lazily. */
  priority?: boolean;
  className?: string;
}

export function ContentImage({ src, alt, size, priority = false, className }: ContentImageProps) {
  const { width, height } = IMAGE_SIZES[size];
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

type SectionImageProps = Omit<ContentImageProps, 'src' | 'alt'> & { item: SectionItem };

/** A section item's image with its alt text in the shopper's language; nothing when there is none. */
export function SectionImage({ item, ...rest }: SectionImageProps) {
  const pick = useLocalised();
  if (!item.image) return null;
  return <ContentImage src={item.image} alt={pick(item, 'image_alt')} {...rest} />;
}
