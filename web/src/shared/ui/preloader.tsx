import { useTranslation } from 'react-i18next';

/**
 * Shown while a page's code loads. It must not suspend itself (it is the fallback), so the label
 * falls back to English while the translations are still on their way.
 */
export function Preloader() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const label = ready ? t('layout.loading') : 'Loading…';
  return (
    <div className="preloader" role="status">
      <span className="preloader__bean" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
