import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FirstScreenHandle, firstScreenFrom, loadFirstScreen } from './first-screen.ts';

/** A store's dispatch as far as a first screen uses it: it runs the query's thunk. */
const dispatch = ((query: () => unknown) => query()) as unknown as Parameters<typeof loadFirstScreen>[0];

/**
 * A shell asking for two answers around a landing page asking for one, with its code, and a page
 * without a first screen. Each query notes when it starts; its answer comes when `answerAll` is called.
 */
function routesAsking(asked: string[]) {
  const answers: (() => void)[] = [];
  const query = (name: string) => () => {
    asked.push(name);
    return new Promise<void>((resolve) => answers.push(resolve));
  };
  const handle = (name: string, queries: string[], withCode = false): FirstScreenHandle => ({
    firstScreen: (ask, params, search) =>
      queries.map((q) => ask(query(`${name} ${q} ${JSON.stringify(params)} ${search}`))),
    ...(withCode ? { code: async () => asked.push(`${name} code`) } : {}),
  });
  const routes: RouteObject[] = [
    {
      path: '/',
      handle: handle('shell', ['shop', 'menu']),
      children: [
        { path: '/shop/:categoryId', handle: handle('listing', ['products'], true) },
        { path: '/cart' },
      ],
    },
  ];
  const answerAll = () => {
    for (const answer of answers) answer();
  };
  return { routes, answerAll };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadFirstScreen', () => {
  it("asks for the page's code, then for the shell's and the page's answers with the page's parameters", async () => {
    const asked: string[] = [];
    const { routes, answerAll } = routesAsking(asked);
    const loading = loadFirstScreen(dispatch, routes, '/shop/7', new URLSearchParams('page=2'));
    expect(asked).toEqual([
      'listing code',
      'shell shop {"categoryId":"7"} page=2',
      'shell menu {"categoryId":"7"} page=2',
      'listing products {"categoryId":"7"} page=2',
    ]);
    answerAll();
    expect(await loading).toBe(true);
  });

  it('starts each query once the step before it has finished, without waiting for the answers before', async () => {
    const asked: string[] = [];
    const { routes, answerAll } = routesAsking(asked);
    const steps: (() => void)[] = [];
    const step = () => {
      asked.push('step');
      return new Promise<void>((resolve) => steps.push(resolve));
    };
    const loading = loadFirstScreen(dispatch, routes, '/shop/7', new URLSearchParams(), step);
    await settled();
    expect(asked).toEqual(['listing code', 'step']);
    for (const _ of [1, 2, 3]) {
      steps.at(-1)!();
      await settled();
    }
    expect(asked).toEqual([
      'listing code',
      'step',
      'shell shop {"categoryId":"7"} ',
      'step',
      'shell menu {"categoryId":"7"} ',
      'step',
      'listing products {"categoryId":"7"} ',
    ]);
    answerAll();
    expect(await loading).toBe(true);
  });

  it("fails when the page's code fails to arrive, once every query has started", async () => {
    const asked: string[] = [];
    const { routes, answerAll } = routesAsking(asked);
    const listing = routes[0]!.children![0]!;
    listing.handle = {
      ...(listing.handle as FirstScreenHandle),
      code: () => Promise.reject(new Error('offline')),
    };
    const failed = expect(
      loadFirstScreen(dispatch, routes, '/shop/7', new URLSearchParams(), async () => {}),
    ).rejects.toThrow('offline');
    await settled();
    answerAll();
    await failed;
    expect(asked).toEqual([
      'shell shop {"categoryId":"7"} ',
      'shell menu {"categoryId":"7"} ',
      'listing products {"categoryId":"7"} ',
    ]);
  });

  it('asks for nothing on a page the browser renders alone, or one that does not exist', async () => {
    const asked: string[] = [];
    const { routes } = routesAsking(asked);
    expect(await loadFirstScreen(dispatch, routes, '/cart', new URLSearchParams())).toBe(false);
    expect(await loadFirstScreen(dispatch, routes, '/nowhere', new URLSearchParams())).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('firstScreenFrom', () => {
  it("settles once the first screen's code has come and every answer it asked for has", async () => {
    const steps: string[] = [];
    const firstScreen = firstScreenFrom(async () => {
      steps.push('code');
      return (_, params, search) => [
        new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
          steps.push(`answer ${params.id} ${search}`),
        ),
      ];
    });
    const asked = firstScreen((query) => dispatch(query), { id: '3' }, new URLSearchParams('type=cash'));
    expect(asked).toHaveLength(1);
    await Promise.all(asked);
    expect(steps).toEqual(['code', 'answer 3 type=cash']);
  });
});
