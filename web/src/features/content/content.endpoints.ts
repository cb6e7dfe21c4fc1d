import * as calls from '@shop/contract/call-names';
import type { CallOutput } from '@shop/contract/calls';
import type {
  blogPostDetailGet,
  blogPostGet,
  SectionItem,
  SectionKey,
  websiteSectionGet,
} from '@shop/contract/content/content.calls';
import { apiCall } from '../../api/api-call.ts';
import { baseApi } from '../../api/base-api.ts';

type WebsiteSections = CallOutput<typeof websiteSectionGet>;

export interface Page {
  limit: number;
  offset: number;
  /** A tag's slug: only the posts carrying it. */
  tag?: string;
}

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    websiteSections: build.query<WebsiteSections, void>({
      query: () => apiCall(calls.websiteSectionGet, { limit: 999, offset: 0 }),
      providesTags: ['Content'],
    }),
    blogPosts: build.query<CallOutput<typeof blogPostGet>, Page>({
      query: (page) => apiCall(calls.blogPostGet, { ...page }),
      providesTags: ['Content'],
    }),
    blogPost: build.query<CallOutput<typeof blogPostDetailGet>, string>({
      query: (slug) => apiCall(calls.blogPostDetailGet, { slug }),
      providesTags: ['Content'],
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
