import { useTranslation } from 'react-i18next';
import { Icon, socialIcon } from '../../shared/ui/icons.tsx';
import { useShop } from './use-shop.ts';

/** A network's own spelling, the same in both languages. */
const NETWORK_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { shop } = useShop();
  const links = shop?.social_links ?? [];
  if (links.length === 0) return null;
  return (
    <ul className={`social-links ${className}`} aria-label={t('layout.social.label')}>
      {links.map(({ network, url }) => (
        <li key={url}>
          <a
            className="icon-button social-links__link"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('layout.social.link', { network: NETWORK_NAMES[network.toLowerCase()] ?? network })}
          >
            <Icon name={socialIcon(network)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
