import type { Product } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { formatWrittenDay } from '../../shared/written-day.ts';
import { CardCartButton } from './card-cart-button.tsx';
import type { CartBinding } from './cart-binding.ts';
import type { CoffeeFactKey } from './coffee-facts.ts';
import { useCoffeeFacts } from './coffee-facts.tsx';
import { PriceTag } from './price-tag.tsx';
import { cardPrice, PRODUCT_IMAGE_SIZE, productImages } from './product-rules.ts';
import { Rating } from './rating.tsx';
import { useCompare } from './use-saved-list.ts';

const FACT_ROWS: CoffeeFactKey[] = ['origin', 'process', 'roastLevel', 'tastingNotes', 'roastDate'];

/**
 * The compared products side by side, one column each, with the coffee attributes as rows so the
 * eye runs along a line. The table scrolls sideways on a phone; the row labels stay put.
 */
export function CompareTable({ products, cart }: { products: Product[]; cart: CartBinding }) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const compare = useCompare();
  const factsOf = useCoffeeFacts(formatWrittenDay);
  const facts = new Map(products.map((p) => [p.id, p.coffee ? factsOf(p.coffee) : []]));
  const factOf = (product: Product, key: CoffeeFactKey) =>
    facts.get(product.id)?.find((f) => f.key === key)?.value ?? '—';

  return (
    <div className="compare-table__scroller">
      <table className="compare-table">
        <caption className="visually-hidden">{t('compare.caption')}</caption>
        <thead>
          <tr>
            <td />
            {products.map((product) => {
              const name = pick(product, 'product_name');
              const [image] = productImages(product);
              return (
                <th key={product.id} scope="col" className="compare-table__product">
                  <IconButton
                    icon="close"
                    className="compare-table__remove"
                    label={t('compare.removeFor', { name })}
                    onClick={() => compare.remove(product.id)}
                  />
                  <Link to={paths.product(product.id)} className="compare-table__link">
                    {/* The name beside it already names the link; a repeated alt would be read twice. */}
                    {image && (
                      <img
                        src={image}
                        alt=""
                        width={PRODUCT_IMAGE_SIZE}
                        height={PRODUCT_IMAGE_SIZE}
                        loading="lazy"
                      />
                    )}
                    {name}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('compare.price')}</th>
            {products.map((product) => {
              const price = cardPrice(product);
              return <td key={product.id}>{price ? <PriceTag {...price} /> : '—'}</td>;
            })}
          </tr>
          <tr>
            <th scope="row">{t('compare.rating')}</th>
            {products.map((product) => (
              <td key={product.id}>{product.rating ? <Rating value={product.rating} /> : '—'}</td>
            ))}
          </tr>
          {FACT_ROWS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(`coffee.${key}`)}</th>
              {products.map((product) => (
                <td key={product.id}>{factOf(product, key)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {products.map((product) => (
              <td key={product.id}>
                <CardCartButton product={product} name={pick(product, 'product_name')} cart={cart} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
