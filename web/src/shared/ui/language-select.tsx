import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/i18n-options.ts';
import { NATIVE_NAMES, useLanguage } from './language-switch.tsx';

/** The language as a select, for the phone menu; kept out of the shell, which has only the switch. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { current, change } = useLanguage();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('layout.language.label')}</label>
      <select
        id={id}
        className="input language-select__input"
        value={current}
        onChange={(event) => change(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NATIVE_NAMES[language].long}
          </option>
        ))}
      </select>
    </div>
  );
}
