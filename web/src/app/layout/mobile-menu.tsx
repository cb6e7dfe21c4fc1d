import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAhead, lazyPage } from '../../shared/lazy-page.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { IconButton } from '../../shared/ui/icon-button.tsx';
import { useOpenUntilNavigation } from './use-open-until-navigation.ts';
import './mobile-menu.css';

const MobileMenuContent = lazyPage(() => import('./mobile-menu-content.tsx'));
const loadContent = () => fetchAhead(MobileMenuContent.preload);

/**
 * The slide-out menu below 992 px, a dialog that stays mounted so its toggle can point at it. Its
 * content (mobile-menu-content.tsx) is fetched on the toggle's first touch, hover or focus, and
 * awaited before it opens; it stays once shown.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenUntilNavigation();
  const [shown, setShown] = useState(false);

  // Turning a tablet to landscape hides the drawer with CSS; a hidden modal would leave the page inert.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 62em)');
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [setOpen]);

  const close = () => setOpen(false);
  const warmUp = () => void loadContent();
  return (
    <>
      <IconButton
        icon="menu"
        className="mobile-menu__toggle"
        label={t('layout.header.openMenu')}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onPointerEnter={warmUp}
        onFocus={warmUp}
        onClick={() =>
          void loadContent().then(() => {
            setShown(true);
            setOpen(true);
          })
        }
      />
      <Dialog
        id="mobile-menu"
        className="mobile-menu"
        label={t('layout.mobileMenu.title')}
        open={open}
        onClose={close}
      >
        {shown && <MobileMenuContent close={close} />}
      </Dialog>
    </>
  );
}
