import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab reads "Orders · Staff console", so staff can tell their open tabs apart. */
export function useConsoleTitle(title: string) {
  const { t } = useTranslation('admin');
  const suffix = t('layout.title');
  useEffect(() => {
    document.title = title ? `${title} · ${suffix}` : suffix;
  }, [title, suffix]);
}
