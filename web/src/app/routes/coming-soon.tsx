import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../features/content/status-page.tsx';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** A placeholder page with a heading, a search box that does nothing yet, and a way home. */
export default function ComingSoon() {
  const { t } = useTranslation('pages');
  const label = t('comingSoon.eyebrow');
  usePageHead({ title: label, description: t('comingSoon.text') });
  return (
    <>
      <Breadcrumb trail={[{ label }]} />
      <StatusPage eyebrow={label} title={t('comingSoon.title')} text={t('comingSoon.text')}>
        {/* Inert on purpose: searching starts working when the page does. */}
        <search className="status-page__search">
          <form onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="coming-soon-search" className="visually-hidden">
              {t('comingSoon.searchLabel')}
            </label>
            <input
              id="coming-soon-search"
              type="search"
              className="input"
              placeholder={t('comingSoon.searchPlaceholder')}
            />
            <button type="submit" className="button">
              {t('comingSoon.searchButton')}
            </button>
          </form>
        </search>
        <Link to={paths.home()} className="status-page__home">
          {t('comingSoon.home')}
        </Link>
      </StatusPage>
    </>
  );
}
