import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { onTranslatorChange, translator } from './translator.ts';

/**
 * Gives the page whatever translates it now (translator.ts). Handing the stand-in over to i18next
 * only re-renders the components that translate, with the same text: nothing is mounted again,
 * what the shopper typed stays.
 */
export function TranslatorProvider({ children }: { children: ReactNode }) {
  const [i18n, setI18n] = useState(translator);
  useEffect(() => {
    const follow = () => startTransition(() => setI18n(translator));
    follow();
    return onTranslatorChange(follow);
  }, []);
  return <I18nextProvider i18n={i18n!}>{children}</I18nextProvider>;
}
