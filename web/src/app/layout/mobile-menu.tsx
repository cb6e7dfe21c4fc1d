import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { LanguageSelect } from '../../shared/ui/language-switch.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { useWelcome } from './account-menu.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchBox } from './search-box.tsx';
import { SocialLinks } from './social-links.tsx';
import { useShop } from './use-shop.ts';
import './mobile-menu.css';

/** The slide-out menu below 992 px, a dialog that stays mounted so its toggle can point at it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { greeting } = useWelcome();
  const { shop } = useShop();
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the reason to close
  useEffect(() => setOpen(false), [pathname, search]);

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
      <IconButton
        icon="menu"
        className="mobile-menu__toggle"
        label={t('layout.header.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      />
      <Dialog
        id="mobile-menu"
        className="mobile-menu"
        label={t('layout.mobileMenu.title')}
        open={open}
        onClose={close}
      >
        <div className="mobile-menu__head">
          <p className="mobile-menu__greeting">{greeting}</p>
          <IconButton icon="close" label={t('layout.header.closeMenu')} onClick={close} />
        </div>
        <SearchBox className="mobile-menu__search" onSearch={close} />
        <MobileNav onLogout={close} />
        <LanguageSelect />
        {shop && (
          <TitledSection
            className="mobile-menu__contact"
            titleClassName="mobile-menu__heading"
            title={t('layout.mobileMenu.contact')}
          >
            <p>
              <span className="mobile-menu__label">{t('layout.mobileMenu.generalEmail')}</span>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </p>
            <p>
              <span className="mobile-menu__label">{t('layout.mobileMenu.wholesaleEmail')}</span>
              <a href={`mailto:${shop.wholesale_email}`}>{shop.wholesale_email}</a>
            </p>
          </TitledSection>
        )}
        <SocialLinks className="mobile-menu__social" />
      </Dialog>
    </>
  );
}
