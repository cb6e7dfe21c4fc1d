import { describe, expect, it } from 'vitest';
import { sectionFromQuery, sectionHref } from './account-sections.ts';

describe('account sections', () => {
  it('reads a known section from the address and anything else as the overview', () => {
    expect(sectionFromQuery('orders')).toBe('orders');
    expect(sectionFromQuery(null)).toBe('overview');
    expect(sectionFromQuery('admin')).toBe('overview');
  });

  it('links the overview without a parameter', () => {
    expect(sectionHref('overview')).toBe('/my-account');
    expect(sectionHref('vouchers')).toBe('/my-account?section=vouchers');
  });
});
