import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../features/content/status-page.tsx';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** Any path the shop does not know, and a blog post that does not exist. */
export default function NotFound() {
  const { t } = useTranslation('pages');
  const title = t('notFound.title');
  usePageHead({ title, description: t('notFound.text') });
  return (
    <>
      <Breadcrumb trail={[{ label: t('notFound.breadcrumb') }]} />
      <StatusPage eyebrow={t('notFound.eyebrow')} title={title} text={t('notFound.text')}>
        <div className="button-row status-page__actions">
          <Link to={paths.shop()} className="button">
            {t('notFound.shop')}
          </Link>
          <Link to={paths.home()} className="button button--ghost">
            {t('notFound.home')}
          </Link>
        </div>
      </StatusPage>
    </>
  );
}
