import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › … › the current page. The last crumb is where the shopper is, so it is not a link. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('layout.breadcrumb.home'), to: paths.home() }, ...trail];
  return (
    <nav className="breadcrumb" aria-label={t('layout.breadcrumb.label')}>
      <div className="container">
        <ol className="breadcrumb__list">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={`${crumb.to ?? ''}|${crumb.label}`} className="breadcrumb__item">
                {last || !crumb.to ? (
                  <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                ) : (
                  <Link to={crumb.to}>{crumb.label}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
