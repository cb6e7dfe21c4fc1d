import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleCard } from '../../console-card.tsx';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ListStatus } from '../../list-status.tsx';
import { SubscriptionPlanCard } from '../../subscriptions/subscription-plan-card.tsx';
import { useAdminProductGetQuery } from '../manage.endpoints.ts';
import { managePaths } from '../manage-paths.ts';
import { draftOf } from './product-draft.ts';
import { ProductForm } from './product-form.tsx';
import { StockAdjustForm } from './stock-adjust-form.tsx';
import '../manage.css';

/** A new product (no id) or a saved one with its stock adjustments. */
export function ProductEditorPage({ productId }: { productId?: number }) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const query = useAdminProductGetQuery(productId ?? 0, {
    skip: productId === undefined,
  });
  const { data } = query;
  const product = data?.product;
  const [saved, setSaved] = useState(false);
  const notice = (
    <p className="console-done" role="status">
      {saved ? t('product.saved') : null}
    </p>
  );
  const back = (
    <Link className="console-back" to={managePaths.products()}>
      {t('products.back')}
    </Link>
  );

  if (productId === undefined) {
    return (
      <>
        {back}
        <ConsolePageHead title={t('product.newTitle')} />
        <ProductForm initial={draftOf()} onSaved={() => setSaved(true)} />
      </>
    );
  }
  return (
    <ListStatus query={query}>
      {product && (
        <>
          {back}
          <ConsolePageHead title={pick(product, 'product_name')} />
          {/* Keyed by the saved state, so the form starts again from what the server holds after a save. */}
          <ProductForm
            key={JSON.stringify(product)}
            initial={draftOf(product)}
            onSaved={() => setSaved(true)}
          />
          {notice}
          <ConsoleCard title={t('stock.heading')} className="console-stack" titleBar>
            {product.variants.map((v) => (
              <StockAdjustForm key={v.variant_id} variantId={v.variant_id} sku={v.sku} stock={v.stock} />
            ))}
          </ConsoleCard>
          <SubscriptionPlanCard productId={product.product_id} />
        </>
      )}
    </ListStatus>
  );
}
