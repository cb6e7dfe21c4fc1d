import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/** Any store's dispatch: a first screen only starts queries, whatever else the store holds. */
type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Starts one of a first screen's queries (an endpoint's `initiate`, as `dispatch` takes it) and
 * gives its outcome once it has come. On the server it is the store's dispatch; in the browser each
 * query starts in a task of its own (`loadFirstScreen`).
 */
export type Ask = <R>(query: ThunkAction<PromiseLike<R>, unknown, unknown, UnknownAction>) => PromiseLike<R>;

/**
 * The public answers a route shows on its first screen, asked with the same arguments its
 * components will use. The server renders a page whose route has one, and the browser asks the
 * same before it hydrates the page (the answers then come from the page's initial data), so both render
 * from the same state.
 */
export type FirstScreen = (ask: Ask, params: Params, search: URLSearchParams) => PromiseLike<unknown>[];

/**
 * A page whose first screen asks the API for nothing beyond the shell's answers: what it shows first
 * is the same for every visitor (the sign-in page; the cart, checkout and member pages show their
 * frame until the browser knows the shopper), so the server renders it whole.
 */
export const shellOnly: FirstScreen = () => [];

/**
 * A first screen whose code comes when its page is opened, not with the shell every page loads
 * (the blog's, the credit shop's): a route table that imported it would put it on every page's
 * first screen. It is fetched beside the page's own code, before the page renders or hydrates.
 */
export const firstScreenFrom =
  (load: () => Promise<FirstScreen>): FirstScreen =>
  (ask, params, search) => [load().then((firstScreen) => Promise.all(firstScreen(ask, params, search)))];

export interface FirstScreenHandle {
  firstScreen: FirstScreen;
  /** The page's own code, when it comes in a chunk of its own (lazy-page.ts). */
  code?: () => Promise<unknown>;
}

const handleOf = (route: RouteObject) => route.handle as Partial<FirstScreenHandle> | undefined;

/**
 * Asks with `dispatch`, each query once `beforeEach` has run after the one before started (not
 * finished: the answers may come in any order).
 */
function askingInTurn(dispatch: AppDispatch, beforeEach: () => Promise<void>): Ask {
  let turn = Promise.resolve();
  return (query) => {
    const started = turn.then(beforeEach);
    turn = started;
    return started.then(() => dispatch(query));
  };
}

/**
 * Loads the first screen of the page at `pathname` and of every route around it, and their code.
 * False, with nothing asked, for a page that is not rendered on the server (its own route has no
 * first screen). The code is asked for first, so it comes while the answers are built.
 * `beforeEach` runs before each query starts: the browser passes `nextTask`, so that a phone finds
 * the routes and starts each query (its actions through the store) in tasks apart.
 */
export async function loadFirstScreen(
  dispatch: AppDispatch,
  routes: RouteObject[],
  pathname: string,
  search: URLSearchParams,
  beforeEach?: () => Promise<void>,
): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const page = matches.at(-1);
  if (!page || !handleOf(page.route)?.firstScreen) return false;
  const ask: Ask = beforeEach ? askingInTurn(dispatch, beforeEach) : (query) => dispatch(query);
  const code = matches.map((m) => handleOf(m.route)?.code?.());
  const asked = matches.flatMap((m) => handleOf(m.route)?.firstScreen?.(ask, m.params, search) ?? []);
  await Promise.all([...code, ...asked]);
  return true;
}
