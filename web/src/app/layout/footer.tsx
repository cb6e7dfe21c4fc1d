import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewsletterForm } from '../../features/members/newsletter-form.tsx';
import { paths } from '../../shared/paths.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';
import { useShop } from './use-shop.ts';
import './footer.css';

/**
 * Footer links in three short columns a shopper can scan: every information page and the blog is
 * reachable from here on every page (the main menu keeps to the shop's main doors).
 */
const COLUMNS = [
  {
    key: 'company',
    links: [
      { key: 'about', to: '/about' },
      { key: 'story', to: '/our-story' },
      { key: 'coffee', to: '/our-coffee' },
      { key: 'shops', to: '/our-shops' },
      { key: 'achievements', to: '/our-achievements' },
      { key: 'sustainability', to: '/our-sustainability-practises' },
    ],
  },
  {
    key: 'explore',
    links: [
      { key: 'blog', to: '/blog-standard' },
      { key: 'locations', to: '/locations' },
      { key: 'careers', to: '/careers' },
      { key: 'corporate', to: '/corporate-corner' },
      { key: 'contactUs', to: '/contact' },
    ],
  },
  {
    key: 'help',
    links: [
      { key: 'myAccount', to: paths.myAccount() },
      { key: 'delivery', to: '/delivery' },
      { key: 'refund', to: '/refund' },
      { key: 'terms', to: '/terms-of-service' },
      { key: 'privacy', to: '/privacy-policy' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const { shop, name, tagline, address } = useShop();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container">
        <NewsletterForm />
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Logo className="site-footer__logo" />
            {tagline && <p className="site-footer__tagline">{tagline}</p>}
            <SocialLinks className="site-footer__social" />
          </div>
          {COLUMNS.map((column) => (
            <TitledSection
              key={column.key}
              as="nav"
              className="site-footer__column"
              titleClassName="site-footer__heading"
              title={t(`layout.footer.${column.key}`)}
            >
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to}>{t(`layout.footer.${link.key}`)}</Link>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ))}
          <TitledSection
            className="site-footer__column"
            titleClassName="site-footer__heading"
            title={t('layout.footer.contact')}
          >
            {shop && (
              <address className="site-footer__contact">
                <p>
                  <Icon name="pin" className="site-footer__icon" />
                  <span>{address}</span>
                </p>
                <p>
                  <Icon name="mail" className="site-footer__icon" />
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </p>
                <p>
                  <Icon name="phone" className="site-footer__icon" />
                  <a href={`tel:${shop.phone.replace(/\s+/g, '')}`}>{shop.phone}</a>
                </p>
              </address>
            )}
          </TitledSection>
        </div>
        <p className="site-footer__copyright">{t('layout.footer.copyright', { year, name })}</p>
      </div>
    </footer>
  );
}
