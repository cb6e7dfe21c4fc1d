import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type FirstScreen,
  type FirstScreenHandle,
  firstScreenFrom,
  loadFirstScreen,
} from './first-screen.ts';

const dispatch = (() => undefined) as unknown as Parameters<FirstScreen>[0];

/** A shell around a landing page with a first screen, and a page without one. */
function routesAsking(asked: string[]): RouteObject[] {
  const handle = (name: string, withCode = false): FirstScreenHandle => ({
    firstScreen: (_, params, search) => {
      asked.push(`${name} ${JSON.stringify(params)} ${search}`);
      return [Promise.resolve()];
    },
    ...(withCode ? { code: async () => asked.push(`${name} code`) } : {}),
  });
  return [
    {
      path: '/',
      handle: handle('shell'),
      children: [{ path: '/shop/:categoryId', handle: handle('listing', true) }, { path: '/cart' }],
    },
  ];
}

describe('loadFirstScreen', () => {
  it("asks for the page's code first, then the shell's and the page's first screens with the page's parameters", async () => {
    const asked: string[] = [];
    const loaded = await loadFirstScreen(
      dispatch,
      routesAsking(asked),
      '/shop/7',
      new URLSearchParams('page=2'),
    );
    expect(loaded).toBe(true);
    expect(asked).toEqual([
      'listing code',
      'shell {"categoryId":"7"} page=2',
      'listing {"categoryId":"7"} page=2',
    ]);
  });

  it("asks for each route's first screen only once the step it is given before it has finished", async () => {
    const asked: string[] = [];
    const finishers: (() => void)[] = [];
    const step = () => {
      asked.push('step');
      return new Promise<void>((resolve) => finishers.push(resolve));
    };
    const loading = loadFirstScreen(dispatch, routesAsking(asked), '/shop/7', new URLSearchParams(), step);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(asked).toEqual(['listing code', 'step']);
    finishers[0]!();
    await settle();
    expect(asked).toEqual(['listing code', 'step', 'shell {"categoryId":"7"} ', 'step']);
    finishers[1]!();
    expect(await loading).toBe(true);
    expect(asked).toEqual([
      'listing code',
      'step',
      'shell {"categoryId":"7"} ',
      'step',
      'listing {"categoryId":"7"} ',
    ]);
  });

  it("fails when the page's code fails to arrive, after asking for every first screen", async () => {
    const asked: string[] = [];
    const routes = routesAsking(asked);
    const listing = routes[0]!.children![0]!;
    listing.handle = {
      ...(listing.handle as FirstScreenHandle),
      code: () => Promise.reject(new Error('offline')),
    };
    await expect(
      loadFirstScreen(dispatch, routes, '/shop/7', new URLSearchParams(), async () => {}),
    ).rejects.toThrow('offline');
    expect(asked).toEqual(['shell {"categoryId":"7"} ', 'listing {"categoryId":"7"} ']);
  });

  it('asks for nothing on a page the browser renders alone, or one that does not exist', async () => {
    const asked: string[] = [];
    expect(await loadFirstScreen(dispatch, routesAsking(asked), '/cart', new URLSearchParams())).toBe(false);
    expect(await loadFirstScreen(dispatch, routesAsking(asked), '/nowhere', new URLSearchParams())).toBe(
      false,
    );
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
    const asked = firstScreen(dispatch, { id: '3' }, new URLSearchParams('type=cash'));
    expect(asked).toHaveLength(1);
    await Promise.all(asked);
    expect(steps).toEqual(['code', 'answer 3 type=cash']);
  });
});
