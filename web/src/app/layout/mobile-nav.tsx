import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SignOutButton } from '../../features/members/sign-out-button.tsx';
import { paths } from '../../shared/paths.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { MAIN_NAV } from './nav-tree.ts';
import { useCategoryGroups } from './use-category-groups.ts';

/**
 * The drawer's navigation: the desktop menu's tree, with the shop's categories folded away until
 * asked for (a phone screen fills quickly), then the account links.
 */
export function MobileNav({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const groups = useCategoryGroups();
  const [shopOpen, setShopOpen] = useState(false);

  return (
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
                    {group.children.length > 0 && (
                      <ul className="mobile-menu__leaves">
                        {group.children.map((sub) => (
                          <li key={sub.id}>
                            <NavLink to={sub.to} className="mobile-menu__sublink mobile-menu__leaf">
                              {sub.label}
                            </NavLink>
                          </li>
                        ))}
                      </ul>
                    )}
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
            <SignOutButton className="mobile-menu__link" onSigningOut={onLogout}>
              {t('layout.account.logout')}
            </SignOutButton>
          ) : (
            <Link to={paths.loginRegister()} className="mobile-menu__link">
              {t('layout.account.loginRegister')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
