import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './collection-notice.css';

/**
 * The Personal Information Collection Statement the PDPO asks for where personal data is
 * collected: sign-up and checkout. It names the purposes, who receives the data and the right
 * to see and correct it, and links to the full privacy policy.
 */
export function CollectionNotice() {
  const { t } = useTranslation();
  return (
    <section className="collection-notice" aria-labelledby="collection-notice-title">
      <h2 id="collection-notice-title" className="collection-notice__title">
        {t('privacyNotice.title')}
      </h2>
      <p className="collection-notice__body">
        <Trans
          t={t}
          i18nKey="privacyNotice.body"
          components={{ privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" /> }}
        />
      </p>
    </section>
  );
}
