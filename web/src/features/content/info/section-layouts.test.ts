import type { SectionItem } from '@shop/contract/content/content.calls';
import { describe, expect, it } from 'vitest';
import { sectionItem } from '../section-item.test-kit.ts';
import { type InfoSectionKey, infoPathOf, infoSlug, planInfoPage } from './section-layouts.ts';

const items = (key: string, n: number) =>
  Array.from({ length: n }, (_, i) => sectionItem({ id: i + 1, title_en: `${key} ${i + 1}` }));

const sections: Partial<Record<InfoSectionKey, SectionItem[]>> = {
  our_story: items('story', 3),
  store_locations: items('store', 2),
  store_locations_sg: [],
  our_achievements: items('award', 2),
  our_achievements_award_images: items('medal', 2),
  refund: items('part', 3),
  corporate_corner: items('corporate', 2),
  corporate_corner_thumbnail: [sectionItem({ id: 9, link: 'corporate-corner' })],
  client_logo: items('logo', 1),
};
const itemsOf = (key: InfoSectionKey) => sections[key] ?? [];

describe('info pages', () => {
  it('knows the information paths, with or without a trailing slash', () => {
    expect(infoPathOf('/about')).toBe('/about');
    expect(infoPathOf('/our-story/')).toBe('/our-story');
    expect(infoPathOf('/shop')).toBeUndefined();
    expect(infoPathOf('/toString')).toBeUndefined();
    expect(infoSlug('/terms-of-service')).toBe('terms-of-service');
  });

  it('takes the first item as the introduction when the first section has one', () => {
    const plan = planInfoPage('/our-story', itemsOf);
    expect(plan.lead?.title_en).toBe('story 1');
    expect(plan.blocks).toEqual([
      { key: 'our_story', layout: 'timeline', items: sections.our_story?.slice(1) },
    ]);
  });

  it('shows every item of a section without an introduction, and drops empty sections', () => {
    const plan = planInfoPage('/locations', itemsOf);
    expect(plan.lead).toBeUndefined();
    expect(plan.blocks.map((b) => [b.key, b.items.length])).toEqual([['store_locations', 2]]);
  });

  it('gives the stores pictures only where they open the page', () => {
    expect(planInfoPage('/locations', itemsOf).blocks[0]).toMatchObject({
      layout: 'stores',
      imageSize: 'scene',
    });
    const shops = planInfoPage('/our-shops', (key) =>
      key === 'our_shops' ? items('shop', 3) : itemsOf(key),
    );
    expect(shops.blocks.map((b) => [b.key, b.imageSize])).toEqual([
      ['our_shops', undefined],
      ['store_locations', undefined],
    ]);
  });

  it('keeps the sections in the page order with their layouts', () => {
    const plan = planInfoPage('/our-achievements', itemsOf);
    expect(plan.blocks.map((b) => [b.key, b.layout])).toEqual([
      ['our_achievements', 'timeline'],
      ['our_achievements_award_images', 'gallery'],
    ]);
  });

  it('shows every part of a document under the page title', () => {
    const plan = planInfoPage('/refund', itemsOf);
    expect(plan.lead).toBeUndefined();
    expect(plan.blocks).toEqual([{ key: 'refund', layout: 'document', items: sections.refund }]);
  });

  it('leaves out a teaser that links to the page it is on', () => {
    const plan = planInfoPage('/corporate-corner', itemsOf);
    expect(plan.blocks.map((b) => b.key)).toEqual(['corporate_corner', 'client_logo']);
  });

  it('has no introduction while nothing has loaded', () => {
    expect(planInfoPage('/about', () => [])).toEqual({ lead: undefined, blocks: [] });
  });
});
