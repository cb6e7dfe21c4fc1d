import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGES, type Language } from '../../i18n/i18n-options.ts';
import { ToggleButtons } from './toggle-buttons.tsx';

/** Each language named in itself, as shoppers look for their own. */
export const NATIVE_NAMES: Record<Language, { short: string; long: string }> = {
  en: { short: 'EN', long: 'English' },
  'zh-HK': { short: '繁', long: '繁體中文' },
};

/**
 * Switches language in place: same page, same scroll. A `lng` query parameter would win the next
 * detection, so it is rewritten too, keeping a shared or reloaded link in the chosen language.
 */
export function useLanguage() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const current: Language = i18n.resolvedLanguage === 'zh-HK' ? 'zh-HK' : 'en';
  const change = (language: Language) => {
    if (language === current) return;
    void i18n.changeLanguage(language);
    if (params.has('lng'))
      setParams(
        (next) => {
          next.set('lng', language);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  };
  return { current, change };
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { current, change } = useLanguage();
  return (
    <ToggleButtons
      legend={t('layout.language.label')}
      options={LANGUAGES}
      value={current}
      onChange={change}
      className="language-switch"
      optionClassName="language-switch__option"
      show={(language) => ({
        text: NATIVE_NAMES[language].short,
        label: NATIVE_NAMES[language].long,
        lang: language,
      })}
    />
  );
}
