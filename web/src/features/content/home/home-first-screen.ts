import type { FirstScreen } from '../../../shared/first-screen.ts';
import { contentApi } from '../content.endpoints.ts';

/** The home page's first screen: the website sections (the banner first); product rows load after. */
export const homeFirstScreen: FirstScreen = (ask) => [
  ask(contentApi.endpoints.websiteSections.initiate(undefined, { subscribe: false })),
];
