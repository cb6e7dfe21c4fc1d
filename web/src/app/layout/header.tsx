import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { CountBadge, MiniCart } from './mini-cart.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import {
  PhoneAccountLink,
  PhoneSearchButton,
  PhoneSearchRow,
  usePhoneSearch,
} from './phone-header-tools.tsx';
import { SearchBox } from './search-box.tsx';
import { useStuck } from './use-stuck.ts';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  const wishlistCount = useAppSelector((state) => state.wishlist.items.length);
  const sentinel = useRef<HTMLDivElement>(null);
  const stuck = useStuck(sentinel);
  const phoneSearch = usePhoneSearch();

  return (
    <>
      <div ref={sentinel} className="site-header__sentinel" aria-hidden="true" />
      <header className="site-header" data-stuck={stuck}>
        <div className="container site-header__bar">
          <MobileMenu />
          <Logo className="site-header__logo" />
          <SearchBox className="site-header__search" />
          <div className="site-header__actions">
            <PhoneSearchButton {...phoneSearch} />
            <PhoneAccountLink />
            <AccountMenu />
            <Link
              to={paths.wishlist()}
              className="icon-button site-header__wishlist"
              aria-label={t('layout.header.wishlist', { count: wishlistCount })}
            >
              <Icon name="heart" />
              <CountBadge count={wishlistCount} />
            </Link>
            <MiniCart />
          </div>
        </div>
        <PhoneSearchRow {...phoneSearch} />
        <div className="site-header__nav">
          <div className="container">
            <MainNav />
          </div>
        </div>
      </header>
    </>
  );
}
