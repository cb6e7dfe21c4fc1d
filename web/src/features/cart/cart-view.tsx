import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { StickyTotalBar } from '../../shared/ui/sticky-total-bar.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { CartEmpty } from './cart-empty.tsx';
import { CartLines } from './cart-lines.tsx';
import { CartNotices } from './cart-notices.tsx';
import { CartSkeleton, SummarySkeleton } from './cart-skeleton.tsx';
import { useCart, useCartBusy } from './cart-state.ts';
import { CartTotals } from './cart-totals.tsx';
import { CheckoutLink } from './checkout-link.tsx';
import { ReadCartAfresh, useCartAnswered } from './fresh-cart.ts';
import { MemberBenefits } from './member-benefits.tsx';
import { cartCount } from './mini-cart-lines.ts';
import { RemoveAll } from './remove-all.tsx';
import { ShippingEstimate } from './shipping-estimate.tsx';
import './cart-page.css';

interface CartViewProps {
  title: string;
  /** The signed-in member's credit points, which bound the credit they may apply. */
  creditBalance: number;
}

/** /cart: the lines on the left, the estimate, benefits, totals and checkout on the right. */
export function CartView(props: CartViewProps) {
  return (
    <>
      <ReadCartAfresh />
      <CartContents {...props} />
    </>
  );
}

function CartContents({ title, creditBalance }: CartViewProps) {
  const { t } = useTranslation('checkout');
  const loaded = useCartAnswered();
  const cart = useCart();
  // Until the deferred arrival renders, the heading waits with the skeleton rather than count lines it does not show.
  const items = loaded ? cart.cart_items : [];
  const loading = useCartBusy();
  const count = cartCount(items);

  const heading = (
    <div className="cart-page__head spread-row">
      <h1 className="cart-page__title">
        {title}
        {items.length > 0 && <span className="cart-page__count">{t('cart.count', { count })}</span>}
      </h1>
      {items.length > 0 && <RemoveAll locked={loading} />}
    </div>
  );

  // The same two columns while the cart is on its way: the skeleton of its lines, and a summary
  // whose shipping choice is there at once (a fresh page always starts on pickup, the same for
  // every visitor), so the page barely moves when the cart comes and paints its largest text first.
  const layout = (lines: ReactNode, summary: ReactNode) => (
    <div className="cart-page__layout">
      <TitledSection
        className="cart-page__lines"
        titleClassName="visually-hidden"
        title={t('cart.linesLabel')}
      >
        {lines}
      </TitledSection>
      <TitledSection
        as="aside"
        className="cart-summary panel"
        titleClassName="cart-summary__title"
        title={t('cart.summary')}
      >
        <ShippingEstimate priced={loaded} />
        {summary}
      </TitledSection>
    </div>
  );

  if (!loaded)
    return (
      <div className="container cart-page shopper-page" aria-busy="true">
        {heading}
        <p className="visually-hidden" role="status">
          {t('cart.loading')}
        </p>
        {layout(<CartSkeleton />, <SummarySkeleton />)}
      </div>
    );

  if (items.length === 0)
    return (
      <div className="container cart-page shopper-page">
        {heading}
        <CartNotices />
        <CartEmpty />
      </div>
    );

  return (
    <div className="container cart-page shopper-page">
      {heading}
      <CartNotices />
      {layout(
        <>
          <CartLines locked={loading} />
          <Link to={paths.shop()} className="cart-page__continue">
            {t('cart.continue')}
          </Link>
        </>,
        <>
          <MemberBenefits creditBalance={creditBalance} />
          <CartTotals />
          <div className="cart-summary__action">
            <CheckoutLink locked={loading} />
          </div>
        </>,
      )}
      <StickyTotalBar total={cart.total}>
        <CheckoutLink locked={loading} />
      </StickyTotalBar>
    </div>
  );
}
