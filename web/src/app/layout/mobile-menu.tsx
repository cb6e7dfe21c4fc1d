import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { loggedOut } from '../../features/user/user-slice.ts';
import { useAppDispatch } from '../hooks.ts';
import { paths } from '../paths.ts';
import { useWelcome } from './account-menu.tsx';
import { trapTab } from './focus-trap.ts';
import { Icon } from './icons.tsx';
import { LanguageSelect } from './language-switch.tsx';
import { MAIN_NAV } from './nav-tree.ts';
import { SearchBox } from './search-box.tsx';
import { SocialLinks } from './social-links.tsx';
import { useCategoryGroups } from './use-category-groups.ts';
import { useShop } from './use-shop.ts';
import './mobile-menu.css';

/**
 * The slide-out menu below 992 px. A modal <dialog> gives the focus trap, Escape and an inert page
 * for free; the body stops scrolling behind it.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const groups = useCategoryGroups();
  const { signedIn, greeting } = useWelcome();
  const { shop } = useShop();
  const [open, setOpen] = useState(false);
  const [shopOpen, setShopOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the reason to close
  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      toggle.current?.focus();
    }
    document.body.classList.toggle('is-scroll-locked', open);
    return () => document.body.classList.remove('is-scroll-locked');
  }, [open]);

  // Turning a tablet to landscape hides the drawer with CSS; a hidden modal would leave the page inert.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 62em)');
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-label={t('layout.header.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      {/* A click on the backdrop lands on the dialog itself; the keyboard closes it with Escape (onCancel). */}
      <dialog
        ref={dialog}
        id="mobile-menu"
        className="mobile-menu"
        aria-label={t('layout.mobileMenu.title')}
        onKeyDown={trapTab}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => event.target === dialog.current && close()}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__head">
            <p className="mobile-menu__greeting">{greeting}</p>
            <button
              type="button"
              className="icon-button"
              aria-label={t('layout.header.closeMenu')}
              onClick={close}
            >
              <Icon name="close" />
            </button>
          </div>
          <SearchBox className="mobile-menu__search" onSearch={close} />
          <nav aria-label={t('layout.nav.label')}>
            <ul className="mobile-menu__list">
              {MAIN_NAV.map((item) =>
                item.key === 'shop' ? (
                  <li key={item.key} className="mobile-menu__item">
                    <button
                      type="button"
                      className="mobile-menu__link mobile-menu__expand"
                      aria-expanded={shopOpen}
                      aria-controls="mobile-menu-shop"
                      onClick={() => setShopOpen((was) => !was)}
                    >
                      {t('layout.nav.shop')}
                      <Icon name="chevronDown" className="mobile-menu__chevron" />
                    </button>
                    <ul id="mobile-menu-shop" className="mobile-menu__sublist" hidden={!shopOpen}>
                      <li>
                        <NavLink to={paths.shop()} end className="mobile-menu__sublink">
                          {t('layout.nav.allProducts')}
                        </NavLink>
                      </li>
                      {groups.map((group) => (
                        <li key={group.id}>
                          <NavLink to={group.to} className="mobile-menu__sublink mobile-menu__group">
                            {group.label}
                          </NavLink>
                          {group.children.map((sub) => (
                            <NavLink
                              key={sub.id}
                              to={sub.to}
                              className="mobile-menu__sublink mobile-menu__leaf"
                            >
                              {sub.label}
                            </NavLink>
                          ))}
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.key} className="mobile-menu__item">
                    <NavLink to={item.to} className="mobile-menu__link">
                      {t(`layout.nav.${item.key}`)}
                    </NavLink>
                  </li>
                ),
              )}
              <li className="mobile-menu__item mobile-menu__item--account">
                <Link to={signedIn ? paths.myAccount() : paths.loginRegister()} className="mobile-menu__link">
                  {t('layout.account.myAccount')}
                </Link>
              </li>
              <li className="mobile-menu__item">
                {signedIn ? (
                  <button
                    type="button"
                    className="mobile-menu__link"
                    onClick={() => {
                      dispatch(loggedOut());
                      close();
                    }}
                  >
                    {t('layout.account.logout')}
                  </button>
                ) : (
                  <Link to={paths.loginRegister()} className="mobile-menu__link">
                    {t('layout.account.loginRegister')}
                  </Link>
                )}
              </li>
            </ul>
          </nav>
          <LanguageSelect />
          {shop && (
            <section className="mobile-menu__contact" aria-labelledby="mobile-menu-contact">
              <h2 id="mobile-menu-contact" className="mobile-menu__heading">
                {t('layout.mobileMenu.contact')}
              </h2>
              <p>
                <span className="mobile-menu__label">{t('layout.mobileMenu.generalEmail')}</span>
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </p>
              <p>
                <span className="mobile-menu__label">{t('layout.mobileMenu.wholesaleEmail')}</span>
                <a href={`mailto:${shop.wholesale_email}`}>{shop.wholesale_email}</a>
              </p>
            </section>
          )}
          <SocialLinks className="mobile-menu__social" />
        </div>
      </dialog>
    </>
  );
}
