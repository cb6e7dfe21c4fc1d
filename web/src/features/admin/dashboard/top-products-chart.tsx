import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';

interface TopProduct {
  product_id: number;
  name_en: string;
  name_zh: string;
  quantity: number;
  sales_amount: number;
}

/**
 * The best sellers of the last 30 days, ranked by what they brought in: a list (so it reads as
 * one) whose rows each draw their bar, its length the share of the best seller's sales.
 */
export function TopProductsChart({ products }: { products: TopProduct[] }) {
  const { t } = useTranslation('admin');
  const { money, pick } = useConsoleFormat();
  const ranked = [...products].sort((a, b) => b.sales_amount - a.sales_amount);
  const best = Math.max(1, ...ranked.map((p) => p.sales_amount));
  if (ranked.length === 0) return <p className="console-empty">{t('dashboard.top.empty')}</p>;
  return (
    <ol className="top-products">
      {ranked.map((product) => (
        <li key={product.product_id} className="top-products__item">
          <span className="top-products__name">
            {pick(product, 'name')}
            <span className="chart__soft"> · {t('dashboard.top.sold', { count: product.quantity })}</span>
          </span>
          <span className="top-products__bar">
            <svg viewBox="0 0 100 16" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect
                className="chart__bar"
                width={Math.max(1, (product.sales_amount / best) * 100)}
                height={16}
              />
            </svg>
            <span className="top-products__value">{money(product.sales_amount)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
