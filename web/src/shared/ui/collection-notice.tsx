import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TitledSection } from './titled-section.tsx';
import './collection-notice.css';

/**
 * The Personal Information Collection Statement the PDPO asks for where personal data is
 * collected: sign-up and checkout. It names the purposes, who receives the data and the right
 * to see and correct it, and links to the full privacy policy.
 */
export function CollectionNotice() {
  const { t } = useTranslation();
  return (
    <TitledSection
      className="collection-notice"
      titleClassName="collection-notice__title"
      title={t('privacyNotice.title')}
    >
      <p className="collection-notice__body">
        <Trans
          t={t}
          i18nKey="privacyNotice.body"
          components={{ privacy: <Link to="/privacy-policy" target="_blank" rel="noopener" /> }}
        />
      </p>
    </TitledSection>
  );
}
