import type { FirstScreen } from '../../shared/first-screen.ts';
import { homeFirstScreen } from './home/home-first-screen.ts';

/** An information page is made of website sections: the same one answer as the home page. */
export const infoFirstScreen: FirstScreen = homeFirstScreen;
