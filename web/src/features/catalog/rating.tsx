import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7-6.2-3.8-6.2 3.8 1.6-7L2 9.5l7.1-.6z';
const STARS = [0, 1, 2, 3, 4];

/**
 * Stars filled to the average (out of 5), read out as one phrase; nothing for an unrated product.
 * The fill is an SVG gradient stop, not a style attribute: the page may arrive rendered by the
 * server, and the shop's CSP (style-src 'self') refuses style attributes in HTML.
 */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation('catalog');
  const gradient = useId();
  if (!value) return null;
  const fill = `${Math.min(100, (value / 5) * 100)}%`;
  return (
    <span className="rating" role="img" aria-label={t('rating', { value: value.toFixed(1) })}>
      <svg className="rating__stars" viewBox="0 0 120 24" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" x2="120" y1="0" y2="0">
            <stop offset={fill} className="rating__filled" />
            <stop offset={fill} className="rating__empty" />
          </linearGradient>
        </defs>
        {STARS.map((i) => (
          <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} fill={`url(#${gradient})`} />
        ))}
      </svg>
      <span className="rating__value" aria-hidden="true">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
