import { useTranslation } from 'react-i18next';
import type { EmailCheck, Texts } from './use-email-check.ts';

const pick = (texts: Texts, language: string) => (language === 'zh-HK' && texts.zh) || texts.en;

/**
 * The error a used address shows: the server's words in the shopper language, or `failed` when no
 * answer came (then it counts as used).
 */
export function emailCheckError(check: EmailCheck, language: string, failed: string): string | undefined {
  if (check.status !== 'used') return undefined;
  return check.texts ? pick(check.texts, language) : failed;
}

/** A spinner while checking, and the server's success message once the address is free. */
export function EmailCheckNote({ check, language }: { check: EmailCheck; language: string }) {
  const { t } = useTranslation('account');
  return (
    <p className="email-check" role="status">
      {check.status === 'checking' && (
        <>
          <span className="spinner" aria-hidden="true" />
          {t('emailCheck.checking')}
        </>
      )}
      {check.status === 'available' && check.texts && (
        <span className="email-check__ok">
          <span aria-hidden="true">✓ </span>
          {pick(check.texts, language)}
        </span>
      )}
    </p>
  );
}
