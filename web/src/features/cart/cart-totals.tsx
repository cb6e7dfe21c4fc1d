import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money/use-money.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { useCart, useCartBusy } from './cart-state.ts';
import { cartTotalRows, type TotalRow } from './cart-totals-rows.ts';
import './cart-summary.css';

/** Subtotal, coupon, credit, shipping (or a free pickup) and total from the cart state. */
export function CartTotals() {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const cart = useCart();
  const busy = useCartBusy();
  const method = useAppSelector((state) => state.cart.shippingMethod);
  const rows = cartTotalRows(cart, method);

  const value = (row: TotalRow) => {
    if (row.key !== 'shipping') return money(row.amount);
    if (row.shipping.kind === 'pending') return t('totals.shippingPending');
    if (row.shipping.kind === 'free' || row.shipping.kind === 'pickup') return t('totals.free');
    return money(row.shipping.amount);
  };
  const label = (row: TotalRow) => {
    if (row.key === 'coupon') return t('totals.coupon', { code: cart.coupon_code });
    if (row.key === 'shipping' && row.shipping.kind === 'pickup') return t('totals.pickup');
    return t(`totals.${row.key}`);
  };

  return (
    <dl className="cart-totals" aria-busy={busy || undefined}>
      {rows.map((row) => (
        <div key={row.key} className={`amount-row cart-totals__row cart-totals__row--${row.key}`}>
          <dt>{label(row)}</dt>
          <dd>{value(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
