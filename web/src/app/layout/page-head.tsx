import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShop } from './use-shop.ts';

/** The title a tab shows: "Page | Shop", or just the shop on the home page (title suffix). */
export function pageTitle(title: string, shopName: string): string {
  if (!shopName) return title;
  return title ? `${title} | ${shopName}` : shopName;
}

function setMetaDescription(content: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Pages call this once; it follows the language and the shop name as they change. */
export function usePageHead({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  const { name } = useShop();
  const fallbackDescription = name ? t('layout.meta.description', { name }) : '';
  const text = description || fallbackDescription;

  useEffect(() => {
    const heading = pageTitle(title, name);
    if (heading) document.title = heading;
    if (text) setMetaDescription(text);
  }, [title, name, text]);
}
