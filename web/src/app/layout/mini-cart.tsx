import { useTranslation } from 'react-i18next';
import { CartFollowsMember } from '../../features/cart/cart-follows-member.ts';
import { useCartItems } from '../../features/cart/cart-state.ts';
import { cartCount } from '../../features/cart/mini-cart-lines.ts';
import { lazyPage } from '../../shared/lazy-page.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Dropdown } from './dropdown.tsx';

const MiniCartPanel = lazyPage(() => import('./mini-cart-panel.tsx'));

export function CountBadge({ count }: { count: number }) {
  return count > 0 ? (
    <span className="count-badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

/**
 * Mini-cart: the cart button with its count, and the panel it opens (mini-cart-panel.tsx, fetched
 * on the first hover or focus, so the first screen does without it). Always in the header, so it
 * is also what reloads the cart when a member signs in or out.
 */
export function MiniCart() {
  const { t } = useTranslation();
  const count = cartCount(useCartItems());

  return (
    <>
      <CartFollowsMember />
      <Dropdown
        className="mini-cart"
        label={t('layout.header.cart', { count })}
        trigger={
          <>
            <Icon name="bag" />
            <CountBadge count={count} />
          </>
        }
        load={MiniCartPanel.preload}
      >
        {() => <MiniCartPanel />}
      </Dropdown>
    </>
  );
}
