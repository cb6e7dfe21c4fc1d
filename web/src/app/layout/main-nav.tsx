import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { MAIN_NAV } from './nav-tree.ts';
import { useCategoryGroups } from './use-category-groups.ts';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';
import './main-nav.css';

/**
 * The shop's category panel. A mouse opens it by hovering; keyboard and touch use the chevron
 * button (a disclosure, so the panel's links are not in the tab order until asked for).
 */
function ShopMenu() {
  const { t } = useTranslation();
  const groups = useCategoryGroups();
  const [open, setOpen] = useOpenUntilNavigation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const pointer = useRef('');

  return (
    <li
      className="main-nav__item main-nav__item--shop"
      data-open={open}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
    >
      <NavLink to={paths.shop()} className="main-nav__link">
        {t('layout.nav.shop')}
      </NavLink>
      <button
        ref={button}
        type="button"
        className="main-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('layout.nav.shopCategories')}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse has already opened the panel by hovering; its click must not shut it again.
          const byMouse = pointer.current === 'mouse';
          pointer.current = '';
          setOpen((was) => byMouse || !was);
        }}
      >
        <Icon name="chevronDown" className="main-nav__chevron" />
      </button>
      <div id={panelId} className="mega-menu" hidden={!open}>
        <div className="container mega-menu__inner">
          <ul className="mega-menu__groups">
            {groups.map((group) => (
              <li key={group.id} className="mega-menu__group">
                <Link to={group.to} className="mega-menu__heading">
                  {group.label}
                </Link>
                {group.children.length > 0 && (
                  <ul className="mega-menu__items">
                    {group.children.map((item) => (
                      <li key={item.id}>
                        <Link to={item.to}>{item.label}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <Link to={paths.shop()} className="mega-menu__all">
            <span className="mega-menu__all-title">{t('layout.nav.allProducts')}</span>
            <span className="mega-menu__all-text">{t('layout.nav.allProductsHint')}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

export function MainNav() {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t('layout.nav.label')}>
      <ul className="main-nav__list">
        {MAIN_NAV.map((item) =>
          item.key === 'shop' ? (
            <ShopMenu key={item.key} />
          ) : (
            <li key={item.key} className="main-nav__item">
              <NavLink to={item.to} className="main-nav__link">
                {t(`layout.nav.${item.key}`)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
