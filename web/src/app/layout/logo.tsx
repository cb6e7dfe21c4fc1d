import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { useShop } from './use-shop.ts';

/** The sampan mark from the server, 240×240, shown small beside the shop name. */
export const LOGO_SRC = '/media/art/logo.svg';

export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { name } = useShop();
  return (
    <Link
      to={paths.home()}
      className={`logo ${className}`}
      // The link says where it goes; the mark beside the visible name adds nothing to read out.
      aria-label={name ? t('layout.header.home', { name }) : t('layout.breadcrumb.home')}
    >
      <img className="logo__mark" src={LOGO_SRC} alt="" width="240" height="240" />
      {name && <span className="logo__name">{name}</span>}
    </Link>
  );
}
