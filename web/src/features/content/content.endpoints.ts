import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type { SectionItem, SectionKey, websiteSectionGet } from '@shop/contract/content/content.calls';
import { baseApi } from '../../api/base-api.ts';
import { callQuery } from '../../api/call-endpoints.ts';

type WebsiteSections = CallOutput<typeof websiteSectionGet>;

export interface Page {
  limit: number;
  offset: number;
  /** A tag's slug: only the posts carrying it. */
  tag?: string;
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    websiteSections: callQuery(build, calls.websiteSectionGet, {
      body: () => ({ limit: 999, offset: 0 }),
      tags: ['Content'],
    }),
    blogPosts: callQuery(build, calls.blogPostGet, { body: (page: Page) => page, tags: ['Content'] }),
    blogPost: callQuery(build, calls.blogPostDetailGet, {
      body: (slug: string) => ({ slug }),
      tags: ['Content'],
    }),
  }),
});

export const { useBlogPostsQuery, useBlogPostQuery } = contentApi;

export function sectionItems(data: WebsiteSections | undefined, key: SectionKey): readonly SectionItem[] {
  return data?.website_sections.find((section) => section.section_key === key)?.section_items ?? [];
}

/** The website sections; `itemsOf(key)` reads one section's items, `isLoading` is true until the first answer. */
export function useSections() {
  const { data, isLoading } = contentApi.useWebsiteSectionsQuery();
  return { isLoading, itemsOf: (key: SectionKey) => sectionItems(data, key) };
}
