import type { SectionItem } from '@shop/contract/content/content.calls';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '../content-section.tsx';
import { type CardImageSize, SectionCards } from '../section-cards.tsx';
import { LogoStrip, SectionGallery } from '../section-gallery.tsx';
import { StoreList } from '../store-list.tsx';
import { SectionDocument } from './section-document.tsx';
import type { SectionBlock, SectionLayout } from './section-layouts.ts';
import { SectionTimeline } from './section-timeline.tsx';

const LAYOUTS: Record<
  SectionLayout,
  ComponentType<{ items: readonly SectionItem[]; imageSize?: CardImageSize }>
> = {
  cards: SectionCards,
  timeline: SectionTimeline,
  gallery: SectionGallery,
  logos: LogoStrip,
  document: SectionDocument,
  stores: ({ items, imageSize }) => (
    <StoreList pictures={Boolean(imageSize)} fallback={<SectionCards items={items} />} />
  ),
};

/** Layouts that read top to bottom take the reading column; the others fill the width. */
const NARROW = new Set<SectionLayout>(['timeline', 'document']);

interface InfoSectionBlockProps {
  block: SectionBlock;
  tone: 'plain' | 'sunken';
}

/** One website section of an information page, under its heading, in the layout its content suits. */
export function InfoSectionBlock({ block, tone }: InfoSectionBlockProps) {
  const { t } = useTranslation('pages');
  const Layout = LAYOUTS[block.layout];
  // A document's parts carry their own headings; a heading above them would only repeat the page title.
  const heading = block.layout === 'document' ? undefined : t(`sections.${block.key}`);
  return (
    <ContentSection heading={heading} tone={tone} width={NARROW.has(block.layout) ? 'narrow' : 'wide'}>
      <Layout items={block.items} imageSize={block.imageSize} />
    </ContentSection>
  );
}
