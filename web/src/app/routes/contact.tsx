import { useTranslation } from 'react-i18next';
import { ContentSection } from '../../features/content/content-section.tsx';
import { PageHero } from '../../features/content/page-hero.tsx';
import { StoreList } from '../../features/content/store-list.tsx';
import { SkeletonLines } from '../../shared/ui/skeleton.tsx';
import '../../features/content/contact-page.css';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';
import { SocialLinks } from '../layout/social-links.tsx';
import { useShop } from '../layout/use-shop.ts';

interface ContactWay {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
}

/** How to reach the shop (shop_info_get, through useShop) and where to find it; there is no contact form to fill in. */
export default function Contact() {
  const { t } = useTranslation('pages');
  const { shop, address } = useShop();
  const title = t('contact.title');
  usePageHead({ title, description: t('contact.description') });

  const ways: ContactWay[] = shop
    ? [
        { icon: 'mail', label: t('contact.email'), value: shop.email, href: `mailto:${shop.email}` },
        {
          icon: 'mail',
          label: t('contact.wholesale'),
          value: shop.wholesale_email,
          href: `mailto:${shop.wholesale_email}`,
        },
        {
          icon: 'phone',
          label: t('contact.phone'),
          value: shop.phone,
          href: `tel:${shop.phone.replace(/\s/g, '')}`,
        },
        { icon: 'pin', label: t('contact.address'), value: address },
      ]
    : [];

  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <PageHero eyebrow={title} title={t('contact.heading')} subtitle={t('contact.intro')} />
      <ContentSection busy={!shop}>
        {shop ? (
          <ul className="contact-ways">
            {ways.map((way) => (
              <li key={way.label} className="contact-ways__way panel">
                <Icon name={way.icon} className="contact-ways__icon" />
                <span className="contact-ways__label">{way.label}</span>
                {way.href ? <a href={way.href}>{way.value}</a> : <span>{way.value}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonLines lines={4} />
        )}
        <div className="contact-social">
          <h2 className="contact-social__heading">{t('contact.follow')}</h2>
          <SocialLinks className="contact-social__links" />
        </div>
      </ContentSection>
      <ContentSection tone="sunken" eyebrow={t('stores.eyebrow')} heading={t('stores.heading')}>
        <StoreList />
      </ContentSection>
    </>
  );
}
