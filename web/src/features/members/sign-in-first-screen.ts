import type { FirstScreen } from '../../shared/first-screen.ts';

/**
 * The sign-in page asks the API for nothing beyond the shell's answers, and shows nothing private:
 * the server renders it whole, so its text paints before the app's code has arrived.
 */
export const signInFirstScreen: FirstScreen = () => [];
