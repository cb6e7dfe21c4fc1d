import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { InfoPageContent } from '../../features/content/info/info-page-content.tsx';
import { infoPathOf, infoSlug } from '../../features/content/info/section-layouts.ts';
import type { InfoPath } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';
import NotFound from './not-found.tsx';

/** All fifteen information pages: the path chooses the sections. */
export default function InfoPage() {
  const { pathname } = useLocation();
  const path = infoPathOf(pathname);
  if (!path) return <NotFound />;
  return <InfoPageFor path={path} />;
}

function InfoPageFor({ path }: { path: InfoPath }) {
  const { t } = useTranslation('pages');
  const slug = infoSlug(path);
  const title = t(`info.${slug}.title`);
  usePageHead({ title, description: t(`info.${slug}.description`) });
  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <InfoPageContent key={path} path={path} />
    </>
  );
}
