import type { SectionItem } from '@shop/contract/content/content.calls';
import { INFO_PAGES, type InfoPath, sectionLink } from '../../../shared/paths.ts';
import type { CardImageSize } from '../section-cards.tsx';

export type InfoSectionKey = (typeof INFO_PAGES)[InfoPath][number];
type DocumentKey = 'delivery' | 'refund' | 'terms_of_service' | 'privacy_policy';
/** Sections shown under a heading of their own; a document's parts carry their own headings. */
export type HeadedKey = Exclude<InfoSectionKey, DocumentKey>;
export type InfoSlug = InfoPath extends `/${infer Slug}` ? Slug : never;

/**
 * cards: a grid of items; timeline: dated items; gallery and logos: images; document: long legal
 * text; stores: the pickup stores themselves (the section is written from them), with the items as
 * the fallback for a shop without pickup stores.
 */
export type SectionLayout = 'cards' | 'timeline' | 'gallery' | 'logos' | 'document' | 'stores';

interface SectionPlan {
  layout: Exclude<SectionLayout, 'document'>;
  /** The section's first item introduces the page: its title, image and text become the hero and body. */
  lead?: true;
  /** The art a section's cards carry, when it is not a scene; stores show pictures only with one. */
  imageSize?: CardImageSize;
}

const SECTION_PLANS: Record<HeadedKey, SectionPlan> & Record<DocumentKey, { layout: 'document' }> = {
  about_us: { layout: 'cards', lead: true },
  our_story: { layout: 'timeline', lead: true },
  our_coffee: { layout: 'cards', lead: true },
  our_shops: { layout: 'cards', lead: true },
  our_achievements: { layout: 'timeline' },
  our_achievements_award_images: { layout: 'gallery' },
  our_sustainability_practises: { layout: 'cards', lead: true },
  store_locations: { layout: 'stores' },
  store_locations_sg: { layout: 'cards' },
  like_a_champ: { layout: 'cards', lead: true },
  corporate_corner: { layout: 'cards', lead: true },
  corporate_corner_thumbnail: { layout: 'gallery' },
  subscription: { layout: 'cards', lead: true },
  client_logo: { layout: 'logos' },
  careers: { layout: 'cards', lead: true },
  delivery: { layout: 'document' },
  refund: { layout: 'document' },
  terms_of_service: { layout: 'document' },
  privacy_policy: { layout: 'document' },
  benefits: { layout: 'cards', imageSize: 'badge' },
};

export type SectionBlock = { items: readonly SectionItem[]; imageSize?: CardImageSize } & (
  | { key: HeadedKey; layout: Exclude<SectionLayout, 'document'> }
  | { key: DocumentKey; layout: 'document' }
);

export interface InfoPagePlan {
  /** The item that introduces the page, if its first section has one. */
  lead: SectionItem | undefined;
  /** The sections to show below the introduction, in order; empty ones are left out. */
  blocks: SectionBlock[];
}

/** The information page a location shows, ignoring a trailing slash; undefined for any other path. */
export function infoPathOf(pathname: string): InfoPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(INFO_PAGES, path) ? (path as InfoPath) : undefined;
}

export function infoSlug(path: InfoPath): InfoSlug {
  return path.slice(1) as InfoSlug;
}

export function planInfoPage(
  path: InfoPath,
  itemsOf: (key: InfoSectionKey) => readonly SectionItem[],
): InfoPagePlan {
  let lead: SectionItem | undefined;
  const blocks = INFO_PAGES[path].map((key, index) => {
    const { lead: hasLead, ...plan }: SectionPlan | { layout: 'document'; lead?: never } = SECTION_PLANS[key];
    // A teaser that links to the page it is on (the corporate thumbnail) says nothing new there.
    const items = itemsOf(key).filter((item) => !item.link || sectionLink(item.link) !== path);
    if (index === 0 && hasLead && items.length > 0) {
      lead = items[0];
      return { key, ...plan, items: items.slice(1) } as SectionBlock;
    }
    // Store pictures only where the stores open the page; after the shops' own cards they would repeat them.
    if (plan.layout === 'stores' && index === 0)
      return { key, ...plan, items, imageSize: 'scene' } as SectionBlock;
    return { key, ...plan, items } as SectionBlock;
  });
  return { lead, blocks: blocks.filter((block) => block.items.length > 0) };
}
