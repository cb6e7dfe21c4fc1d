import { useTranslation } from 'react-i18next';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { useCategories } from '../../features/catalog/category.endpoints.ts';
import { ProductSections } from '../../features/catalog/product-sections.tsx';
import { useSections } from '../../features/content/content.endpoints.ts';
import { ContentSection } from '../../features/content/content-section.tsx';
import { CategoryTileGrid } from '../../features/content/home/category-tile-grid.tsx';
import { FeatureSplit } from '../../features/content/home/feature-split.tsx';
import { HeroSlider, HeroSliderSkeleton } from '../../features/content/home/hero-slider.tsx';
import { PageHero } from '../../features/content/page-hero.tsx';
import { SectionCards, SectionCardsSkeleton } from '../../features/content/section-cards.tsx';
import { LogoStrip } from '../../features/content/section-gallery.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * The product rows with the cart they add to. Apart from the page, so the cart arriving after
 * hydration (and every change to it) renders these rows again, not the whole page.
 */
function ProductRows() {
  return <ProductSections cart={useCartBinding()} />;
}

/**
 * The home page, built from the home_* sections and the hand-picked product rows (new arrivals,
 * best sellers). No breadcrumb here: the trail would be "Home" on the home page.
 */
export default function Home() {
  const { t } = useTranslation('pages');
  usePageHead({ title: t('home.title'), description: t('home.description') });
  const { isLoading, itemsOf } = useSections();
  const categories = useCategories();

  if (isLoading) {
    return (
      <div aria-busy="true">
        <HeroSliderSkeleton />
        <ContentSection>
          <SectionCardsSkeleton count={6} />
        </ContentSection>
      </div>
    );
  }

  const banner = itemsOf('home_banner');
  const [aboutUs] = itemsOf('home_more_about_us');
  const [subscribe] = itemsOf('home_subscribe');
  const purpose = itemsOf('home_our_purpose');
  const benefits = itemsOf('benefits');
  const [corporate] = itemsOf('corporate_corner_thumbnail');
  const clients = itemsOf('client_logo');
  return (
    <>
      {banner.length > 0 ? (
        <HeroSlider items={banner} />
      ) : (
        <PageHero title={t('home.title')} subtitle={t('home.description')} />
      )}
      <ContentSection eyebrow={t('home.categories.eyebrow')} heading={t('home.categories.heading')}>
        <CategoryTileGrid items={itemsOf('home_category')} categories={categories} />
      </ContentSection>
      <ProductRows />
      {aboutUs && <FeatureSplit item={aboutUs} tone="sunken" ctaLabel={t('home.aboutCta')} />}
      {purpose.length > 0 && (
        <ContentSection eyebrow={t('home.purpose.eyebrow')} heading={t('home.purpose.heading')}>
          <SectionCards items={purpose} />
        </ContentSection>
      )}
      {subscribe && <FeatureSplit item={subscribe} tone="roast" reverse ctaLabel={t('home.subscribeCta')} />}
      {benefits.length > 0 && (
        <ContentSection eyebrow={t('home.benefits.eyebrow')} heading={t('home.benefits.heading')}>
          <SectionCards items={benefits} imageSize="badge" />
        </ContentSection>
      )}
      {corporate && <FeatureSplit item={corporate} tone="sunken" ctaLabel={t('home.corporateCta')} />}
      {clients.length > 0 && (
        <ContentSection eyebrow={t('home.clients.eyebrow')} heading={t('home.clients.heading')}>
          <LogoStrip items={clients} />
        </ContentSection>
      )}
    </>
  );
}
