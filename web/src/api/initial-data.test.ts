import { describe, expect, it } from 'vitest';
import { InitialData } from './initial-data.ts';

const listing = { status: 1, products: [{ id: 1 }], total_rows: 1 };
const page = JSON.stringify([
  { call: 'product_get', body: { client_id: 47, category_id: '', limit: 12, offset: 0 }, answer: listing },
]);

describe('InitialData', () => {
  it('answers the same call and body, whatever the order of its fields', () => {
    const answers = new InitialData(page);
    expect(
      answers.take('product_get', { offset: 0, limit: 12, category_id: '', client_id: 47 }, 100),
    ).toEqual(listing);
  });

  it('answers once, so a refetch goes to the network', () => {
    const answers = new InitialData(page);
    const body = { client_id: 47, category_id: '', limit: 12, offset: 0 };
    expect(answers.take('product_get', body, 100)).toBeDefined();
    expect(answers.take('product_get', body, 200)).toBeUndefined();
  });

  it('leaves another body, another call or a late start to the network', () => {
    const answers = new InitialData(page);
    expect(answers.take('product_get', { client_id: 47, category_id: 3, limit: 12, offset: 0 }, 100)).toBe(
      undefined,
    );
    expect(answers.take('category_get', { client_id: 47 }, 100)).toBeUndefined();
    const late = new InitialData(page);
    expect(late.take('product_get', { client_id: 47, category_id: '', limit: 12, offset: 0 }, 60_000)).toBe(
      undefined,
    );
  });

  it('treats a missing or broken block as no answers', () => {
    expect(new InitialData(null).take('product_get', {}, 0)).toBeUndefined();
    expect(new InitialData('{not json').take('product_get', {}, 0)).toBeUndefined();
  });
});
