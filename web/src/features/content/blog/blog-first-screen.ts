import type { FirstScreen } from '../../../shared/first-screen.ts';
import { contentApi } from '../content.endpoints.ts';
import { blogListQuery } from './blog-index.ts';

const once = { subscribe: false } as const;

/** A blog list's first screen: its page of posts, as BlogList asks for it (the sidebar loads after). */
export const blogListFirstScreen: FirstScreen = (ask, _params, search) => [
  ask(contentApi.endpoints.blogPosts.initiate(blogListQuery(search), once)),
];

/** A post's first screen, at its own address: the post (the links to its neighbours load after). */
export const blogPostFirstScreen: FirstScreen = (ask, params) => [
  ask(contentApi.endpoints.blogPost.initiate(params.slug ?? '', once)),
];
