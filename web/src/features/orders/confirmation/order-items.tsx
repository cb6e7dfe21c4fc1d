import type { OrderProduct } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { useMoney } from '../../../shared/money/use-money.ts';
import { paths } from '../../../shared/paths.ts';
import { lineSubtotal, variantPairs } from './order-view.ts';

/**
 * Items table: image linking to the product, name, SKU, up to three option pairs, unit
 * sale price, quantity and line subtotal. On a phone each row becomes a card; the cells keep their
 * column names (data-label) so the numbers stay explained.
 */
export function OrderItems({ products }: { products: OrderProduct[] }) {
  const { t, i18n } = useTranslation('checkout');
  const money = useMoney();
  const pick = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <table className="confirmation-items">
      <caption className="visually-hidden">{t('confirmation.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('confirmation.product')}</th>
          <th scope="col">{t('confirmation.price')}</th>
          <th scope="col">{t('confirmation.quantity')}</th>
          <th scope="col">{t('confirmation.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product, index) => {
          const name = pick(product, 'product_name') || product.product_name;
          const link = paths.product(product.product_id);
          const image = product.image.find(Boolean);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gift may repeat a bought variant, and lines never move
            <tr key={index}>
              <td className="confirmation-items__product">
                <div className="confirmation-items__about">
                  <Link to={link} className="confirmation-items__image thumb" aria-label={name}>
                    {image && <img src={image} alt="" width="72" height="72" />}
                  </Link>
                  <div>
                    <Link to={link} className="confirmation-items__name">
                      {name}
                    </Link>
                    {product.is_free_product === 1 && (
                      <span className="confirmation-items__gift">{t('cart.freeGift')}</span>
                    )}
                    <p className="confirmation-items__sku soft-text">
                      {t('confirmation.sku', { sku: product.product_sku })}
                    </p>
                    {variantPairs(product, language).map((pair) => (
                      <p key={pair.name || pair.value} className="confirmation-items__variant soft-text">
                        {pair.name
                          ? t('confirmation.variant', { name: pair.name, value: pair.value })
                          : pair.value}
                      </p>
                    ))}
                  </div>
                </div>
              </td>
              <td data-label={t('confirmation.price')}>{money(Number(product.sale_price))}</td>
              <td data-label={t('confirmation.quantity')}>{Number(product.quantity)}</td>
              <td data-label={t('confirmation.lineTotal')} className="confirmation-items__total">
                {money(lineSubtotal(product))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
