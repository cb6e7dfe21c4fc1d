import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Icon } from '../../shared/ui/icons.tsx';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { Preloader } from '../../shared/ui/preloader.tsx';
import { ConsoleNav, type ConsoleNavItem } from './console-nav.tsx';
import { StaffBadge } from './staff-badge.tsx';
import './console.css';
import './console-parts.css';

/**
 * The console's own frame, without the storefront's header and footer: a side column on a desk,
 * a bar with a menu on a phone. Everything marked `console-chrome` is left out when printing.
 */
export function ConsoleLayout({ nav }: { nav: ConsoleNavItem[] }) {
  const { t } = useTranslation('admin');
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the reason to scroll
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        {t('layout.skip')}
      </a>
      <header className="console__side console-chrome">
        <div className="console__side-inner">
          <div className="console__brand">
            <img src="/media/art/logo.svg" alt="" width="240" height="240" className="console__mark" />
            <span>{t('layout.title')}</span>
          </div>
          <button
            type="button"
            className="console__menu-button icon-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            <span className="visually-hidden">{t('layout.menu')}</span>
          </button>
          <div id={menuId} className="console__menu" data-open={menuOpen || undefined}>
            <ConsoleNav items={nav} onNavigate={() => setMenuOpen(false)} />
            <div className="console__footer">
              <LanguageSwitch />
              <StaffBadge />
            </div>
          </div>
        </div>
      </header>
      <main id="console-main" className="console__main" tabIndex={-1}>
        <Suspense fallback={<Preloader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
