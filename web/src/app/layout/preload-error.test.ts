import { describe, expect, it } from 'vitest';
import { isCssPreloadFailure } from './preload-error.ts';

describe('isCssPreloadFailure', () => {
  it('recognises a stylesheet that did not load', () => {
    expect(isCssPreloadFailure(new Error('Unable to preload CSS for /assets/shop-Bx1.css'))).toBe(true);
    expect(isCssPreloadFailure('failed /assets/home-9a.css?v=1')).toBe(true);
  });

  it('leaves script failures to lazyPage', () => {
    expect(
      isCssPreloadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/home.js')),
    ).toBe(false);
    expect(isCssPreloadFailure(undefined)).toBe(false);
  });
});
