import { useTranslation } from 'react-i18next';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { LanguageSelect } from '../../shared/ui/language-select.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { SearchBox } from './search-box.tsx';
import { SocialLinks } from './social-links.tsx';
import { useShop } from './use-shop.ts';
import { useWelcome } from './use-welcome.ts';

/** What the slide-out menu holds, loaded when first wanted (mobile-menu.tsx). */
export default function MobileMenuContent({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { greeting } = useWelcome();
  const { shop } = useShop();
  return (
    <>
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
    </>
  );
}
