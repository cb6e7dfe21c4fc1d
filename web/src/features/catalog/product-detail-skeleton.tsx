import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonLines } from '../../shared/ui/skeleton.tsx';
import './product-detail.css';

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
          <Skeleton shape="square" />
        </div>
        <div className="product-detail__info">
          <Skeleton shape="title" />
          <Skeleton shape="short" />
          <SkeletonLines lines={2} />
          <Skeleton shape="button" />
        </div>
      </div>
    </div>
  );
}
