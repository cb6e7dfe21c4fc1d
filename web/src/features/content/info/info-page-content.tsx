import type { SectionItem } from '@shop/contract/content/content.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import type { InfoPath } from '../../../shared/paths.ts';
import { SkeletonLines } from '../../../shared/ui/skeleton.tsx';
import { useSections } from '../content.endpoints.ts';
import { SectionImage } from '../content-image.tsx';
import { ContentSection } from '../content-section.tsx';
import { PageHero, PageHeroSkeleton } from '../page-hero.tsx';
import { RichText } from '../rich-text.tsx';
import { SectionCardsSkeleton } from '../section-cards.tsx';
import { SectionCta } from '../section-link.tsx';
import { InfoSectionBlock } from './info-section-block.tsx';
import { infoSlug, planInfoPage } from './section-layouts.ts';

function LeadHero({ lead, eyebrow }: { lead: SectionItem; eyebrow: string }) {
  const pick = useLocalised();
  const media = lead.image ? <SectionImage item={lead} size="scene" priority /> : undefined;
  return (
    <PageHero eyebrow={eyebrow} title={pick(lead, 'title')} subtitle={pick(lead, 'subtitle')} media={media}>
      {lead.link && <SectionCta link={lead.link} className="button page-hero__cta" />}
    </PageHero>
  );
}

/** An information page: its sections as a hero, a body and the blocks below. */
export function InfoPageContent({ path }: { path: InfoPath }) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const { isLoading, itemsOf } = useSections();
  const slug = infoSlug(path);
  const pageTitle = t(`info.${slug}.title`);

  if (isLoading) {
    return (
      <div aria-busy="true">
        <PageHeroSkeleton />
        <ContentSection width="narrow">
          <SkeletonLines lines={6} />
        </ContentSection>
        <ContentSection>
          <SectionCardsSkeleton />
        </ContentSection>
      </div>
    );
  }

  const { lead, blocks } = planInfoPage(path, itemsOf);
  const leadText = lead ? pick(lead, 'content') : '';
  // Bands alternate so neighbours stand apart; the hero is a sunken band, so the next one is plain.
  const toneAt = (band: number) => ((band + (leadText ? 1 : 0)) % 2 === 1 ? 'sunken' : 'plain');
  return (
    <>
      {lead ? (
        <LeadHero lead={lead} eyebrow={pageTitle} />
      ) : (
        <PageHero title={pageTitle} subtitle={t(`info.${slug}.description`)} />
      )}
      {leadText && (
        <ContentSection width="narrow">
          <RichText headingLevel={2} html={leadText} className="prose" />
        </ContentSection>
      )}
      {blocks.map((block, index) => (
        <InfoSectionBlock key={block.key} block={block} tone={toneAt(index)} />
      ))}
      {!lead && blocks.length === 0 && (
        <ContentSection width="narrow">
          <p className="prose">{t('info.empty')}</p>
        </ContentSection>
      )}
    </>
  );
}
