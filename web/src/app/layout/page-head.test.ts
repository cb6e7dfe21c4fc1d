import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-head.tsx';

describe('pageTitle', () => {
  it('puts the shop name after the page title', () => {
    expect(pageTitle('Our story', 'Sampan Coffee')).toBe('Our story | Sampan Coffee');
    expect(pageTitle('關於我們', '舢舨咖啡')).toBe('關於我們 | 舢舨咖啡');
  });

  it('is just the shop name without a title, and just the title before the name loads', () => {
    expect(pageTitle('', 'Sampan Coffee')).toBe('Sampan Coffee');
    expect(pageTitle('Shop', '')).toBe('Shop');
  });
});
