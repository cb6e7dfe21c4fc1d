import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Stars filled to the average (out of 5), read out as one phrase; nothing for an unrated product. */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation('catalog');
  if (!value) return null;
  const fill = { '--rating-fill': `${Math.min(100, (value / 5) * 100)}%` } as CSSProperties;
  return (
    <span className="rating" role="img" aria-label={t('rating', { value: value.toFixed(1) })}>
      <span className="rating__stars" style={fill} aria-hidden="true">
        ★★★★★
      </span>
      <span className="rating__value" aria-hidden="true">
        {value.toFixed(1)}
      </span>
    </span>
  );
}
