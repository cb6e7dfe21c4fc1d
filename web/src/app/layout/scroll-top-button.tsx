import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/icons.tsx';

/** The button appears after 300 px of scrolling. */
const SCROLL_TOP_THRESHOLD = 300;

export function ScrollTopButton() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = () => {
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: calm ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from a button that has just vanished.
    document.getElementById('top')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className="scroll-top"
      data-shown={shown}
      aria-label={t('layout.scrollTop')}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={toTop}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
