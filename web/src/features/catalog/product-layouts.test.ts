import { describe, expect, it } from 'vitest';
import { paths } from '../../shared/paths.ts';
import { galleryModeOf, productLayoutOf } from './product-layouts.ts';

describe('product layouts', () => {
  it('reads the layout from the path', () => {
    expect(productLayoutOf('/product/12')).toBe('product');
    expect(productLayoutOf('/product-tab-left/12')).toBe('product-tab-left');
    expect(productLayoutOf('/product-fixed-image/3')).toBe('product-fixed-image');
    expect(productLayoutOf('/somewhere/3')).toBe('product');
  });

  it('round-trips with the path builder', () => {
    expect(productLayoutOf(paths.product(7, 'product-slider'))).toBe('product-slider');
    expect(paths.product(7)).toBe('/product/7');
  });

  it('gives each layout its gallery', () => {
    expect(galleryModeOf('product-sticky')).toBe('stacked');
    expect(galleryModeOf('product-tab-right')).toBe('thumbs-right');
  });
});
