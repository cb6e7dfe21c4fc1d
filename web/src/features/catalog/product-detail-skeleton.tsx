import { useTranslation } from 'react-i18next';

/** The product page's shape while the product loads: a square picture and the info column. */
export function ProductDetailSkeleton() {
  const { t } = useTranslation('catalog');
  return (
    <div className="container product-detail" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('detail.loading')}
      </p>
      <div className="product-detail__top" aria-hidden="true">
        <div className="product-detail__gallery">
          <div className="skeleton-block skeleton-block--square" />
        </div>
        <div className="product-detail__info">
          <span className="skeleton-block skeleton-block--title" />
          <span className="skeleton-block skeleton-block--short" />
          <span className="skeleton-block skeleton-block--line" />
          <span className="skeleton-block skeleton-block--button" />
        </div>
      </div>
    </div>
  );
}
