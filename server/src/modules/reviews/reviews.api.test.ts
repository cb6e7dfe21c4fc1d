import { REVIEW_BODY_MAX } from '@shop/contract/reviews/reviews.calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/test-app.ts';
import { productReviews } from '../../db/schema.ts';
import { auditOf } from '../admin/testing.ts';
import { makeProduct } from '../cart/testing.ts';
import { REVIEW_SUBMITS_PER_HOUR } from './reviews.service.ts';
import { type Auth, paidBuyer, reviewShopPerFile, shopperWithOrder } from './reviews.test-kit.ts';

const { t, owner, shop } = reviewShopPerFile();

const submit = (auth: Auth, productId: number, body = 'Lovely beans.', rating = 5) =>
  t.call('product_review_submit', { product_id: productId, rating, body, language: 'en' }, auth);
const reviewsOf = (productId: number, page = {}) =>
  t.call('product_review_get', { product_id: productId, ...page }).then((r) => r.body);
const moderate = (review_id: number, change: Record<string, unknown>) =>
  t.call('admin_review_moderate', { review_id, ...change }, owner);
const productOf = async (productId: number) =>
  (await t.call('product_detail_get', { product_id: productId })).body.product;
const jsonLdOf = async (productId: number) => {
  const page = await t.app.inject({ method: 'GET', url: `/product/${productId}` });
  return JSON.parse(page.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
};

describe('who may review: buyers with a paid order holding the product', () => {
  it('refuses a member with no order, an unpaid order or a cancelled one, bilingually and writing nothing', async () => {
    const product = await makeProduct(t);
    const unpaid = await shopperWithOrder(t, shop, owner, product.variantId, 'leave_unpaid');
    const cancelled = await shopperWithOrder(t, shop, owner, product.variantId, 'cancel');
    const { buyer: otherProductBuyer } = await paidBuyer(t, shop, owner);
    for (const who of [unpaid, cancelled, otherProductBuyer]) {
      expectError(await submit(who.auth, product.productId), 403, 'NOT_A_BUYER');
      const mine = await t.call('product_review_mine', { product_id: product.productId }, who.auth);
      expect(mine.body).toMatchObject({ can_review: false, review: null });
    }
    expect(
      await t.db.select().from(productReviews).where(eq(productReviews.productId, product.productId)),
    ).toEqual([]);
  });

  it('takes a paid buyer review as pending: not shown, not counted, until staff publish it', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    expect(
      (await t.call('product_review_mine', { product_id: product.productId }, buyer.auth)).body,
    ).toMatchObject({
      can_review: true,
      review: null,
    });
    const res = await submit(buyer.auth, product.productId, 'Bright and sweet.', 4);
    expect(res.statusCode).toBe(200);
    expect(res.body.review).toMatchObject({ rating: 4, body: 'Bright and sweet.', status: 'pending' });
    expect(res.body.message_zh).toBeTruthy();
    expect(await reviewsOf(product.productId)).toMatchObject({ reviews: [], rating_count: 0, total_rows: 0 });

    const published = await moderate(res.body.review.id, { status: 'published' });
    expect(published.statusCode).toBe(200);
    expect(await reviewsOf(product.productId)).toMatchObject({
      reviews: [{ id: res.body.review.id, rating: 4, body: 'Bright and sweet.', answer: '' }],
      rating_average: 4,
      rating_count: 1,
      total_rows: 1,
    });
    expect((await reviewsOf(product.productId)).reviews[0].display_name).toMatch(/^\S+ \S\.$/);
  });

  it('needs a signed-in member to submit, and staff to moderate', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    expectError(
      await t.call('product_review_submit', { product_id: product.productId, rating: 5, body: 'x' }),
      401,
      'UNAUTHORIZED',
    );
    const review = (await submit(buyer.auth, product.productId)).body.review;
    expect(
      (await t.call('admin_review_moderate', { review_id: review.id, status: 'published' }, buyer.auth))
        .statusCode,
    ).toBe(401);
  });
});

describe('one review per member and product', () => {
  it('replaces the first with the second, which waits for staff again and leaves the rating', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    const first = (await submit(buyer.auth, product.productId, 'First thoughts.', 5)).body.review;
    await moderate(first.id, { status: 'published' });
    expect((await productOf(product.productId)).rating_count).toBe(1);

    const second = (await submit(buyer.auth, product.productId, 'Second thoughts.', 2)).body.review;
    expect(second).toMatchObject({ id: first.id, rating: 2, body: 'Second thoughts.', status: 'pending' });
    expect(await reviewsOf(product.productId)).toMatchObject({ reviews: [], rating_count: 0 });
    expect(await productOf(product.productId)).toMatchObject({ rating: 0, rating_count: 0 });
    const rows = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, product.productId));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same member submits twice at once', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    const both = await Promise.all([
      submit(buyer.auth, product.productId, 'One.', 3),
      submit(buyer.auth, product.productId, 'Two.', 4),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, product.productId));
    expect(rows).toHaveLength(1);
  });
});

describe('moderation and the rating it gives the product', () => {
  it('publishes, answers and hides, each at once on product_detail_get, listings and the JSON-LD, each audited', async () => {
    const product = await makeProduct(t);
    const buyers = await Promise.all(
      [0, 1, 2].map(() => shopperWithOrder(t, shop, owner, product.variantId, 'confirm_payment')),
    );
    expect(await productOf(product.productId)).toMatchObject({ rating: 0, rating_count: 0 });
    expect((await jsonLdOf(product.productId)).aggregateRating).toBeUndefined();

    const ids: number[] = [];
    for (const [i, buyer] of buyers.entries())
      ids.push((await submit(buyer.auth, product.productId, `Review ${i}`, [5, 4, 4][i])).body.review.id);
    // Two moderations of one product at once: each reads the other's review when it recomputes.
    await Promise.all(ids.map((id) => moderate(id, { status: 'published' })));
    expect(await productOf(product.productId)).toMatchObject({ rating: 4.3, rating_count: 3 });
    expect((await jsonLdOf(product.productId)).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });

    const answered = await moderate(ids[0]!, { answer: 'Thank you for brewing with us!' });
    expect(answered.body.review).toMatchObject({
      status: 'published',
      answer: 'Thank you for brewing with us!',
    });
    const shown = (await reviewsOf(product.productId)).reviews.find((r: { id: number }) => r.id === ids[0]);
    expect(shown.answer).toBe('Thank you for brewing with us!');
    expect(shown.answered_at).toBeTruthy();

    await moderate(ids[0]!, { status: 'hidden' });
    expect(await productOf(product.productId)).toMatchObject({ rating: 4, rating_count: 2 });
    const listing = (await t.call('product_get', { keyword: `Test Beans`, limit: 999 })).body.products;
    expect(listing.find((p: { id: number }) => p.id === product.productId)).toMatchObject({
      rating: 4,
      rating_count: 2,
    });
    await Promise.all(ids.slice(1).map((id) => moderate(id, { status: 'hidden' })));
    expect(await productOf(product.productId)).toMatchObject({ rating: 0, rating_count: 0 });
    expect((await jsonLdOf(product.productId)).aggregateRating).toBeUndefined();

    const audit = await auditOf(t, 'product_review', ids[0]!);
    expect(audit.map((a) => a.action)).toEqual(['review.moderate', 'review.moderate', 'review.moderate']);
    expect(audit[2]).toMatchObject({ before: { status: 'published' }, after: { status: 'hidden' } });
  });

  it('lists the queue pending first, and refuses an unknown review or an empty change', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    const review = (await submit(buyer.auth, product.productId)).body.review;
    const queue = (await t.call('admin_reviews_get', {}, owner)).body;
    expect(queue.pending_count).toBeGreaterThan(0);
    expect(queue.reviews[0].status).toBe('pending');
    const pending = (await t.call('admin_reviews_get', { status: 'pending', limit: 100 }, owner)).body
      .reviews;
    expect(pending.map((r: { id: number }) => r.id)).toContain(review.id);
    expectError(await moderate(99_999_999, { status: 'published' }), 404, 'REVIEW_NOT_FOUND');
    expectError(await moderate(review.id, {}), 400, 'VALIDATION_FAILED');
    expectError(await moderate(review.id, { status: 'pending' }), 400, 'VALIDATION_FAILED');
  });
});

describe('what a review holds', () => {
  it('keeps the text exactly as typed and pages the published reviews newest first', async () => {
    const product = await makeProduct(t);
    const hostile = '<script>alert("hi")</script> & <b>bold</b>';
    const ids: number[] = [];
    for (const body of ['Oldest.', hostile, 'Newest.']) {
      const buyer = await shopperWithOrder(t, shop, owner, product.variantId, 'confirm_payment');
      const id = (await submit(buyer.auth, product.productId, body)).body.review.id;
      await moderate(id, { status: 'published' });
      ids.push(id);
    }
    const first = await reviewsOf(product.productId, { limit: 2 });
    expect(first.reviews.map((r: { body: string }) => r.body)).toEqual(['Newest.', hostile]);
    expect(first.total_rows).toBe(3);
    const next = await reviewsOf(product.productId, { limit: 2, offset: 2 });
    expect(next.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: 'five' },
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(REVIEW_BODY_MAX + 1) },
      { product_id: -1 },
      { language: 'fr' },
    ]) {
      const res = await t.call(
        'product_review_submit',
        { product_id: product.productId, rating: 5, body: 'Fine.', ...bad },
        buyer.auth,
      );
      expectError(res, 400, 'VALIDATION_FAILED');
    }
    expectError(await t.call('product_review_get', { product_id: 'abc' }), 400, 'VALIDATION_FAILED');
    expect(
      await t.db.select().from(productReviews).where(eq(productReviews.memberId, buyer.memberId)),
    ).toEqual([]);
  });

  it(`takes ${REVIEW_SUBMITS_PER_HOUR} submissions an hour from a member, then answers 429 and keeps the last`, async () => {
    const { product, buyer } = await paidBuyer(t, shop, owner);
    for (let i = 1; i <= REVIEW_SUBMITS_PER_HOUR; i++)
      expect((await submit(buyer.auth, product.productId, `Take ${i}.`)).statusCode).toBe(200);
    const refused = await submit(buyer.auth, product.productId, 'One too many.');
    expectError(refused, 429, 'RATE_LIMITED');
    expect(refused.body.retry_after).toBeGreaterThan(0);
    const mine = await t.call('product_review_mine', { product_id: product.productId }, buyer.auth);
    expect(mine.body.review.body).toBe(`Take ${REVIEW_SUBMITS_PER_HOUR}.`);
  });
});

describe('the demo shop', () => {
  it('rates what the demo member reviewed from her published reviews, and queues the one still waiting', async () => {
    const { products } = (await t.call('product_get', { limit: 999 })).body;
    // The seeded products, not the ones this file's other tests made and had reviewed.
    const rated = products.filter(
      (p: { rating_count: number; product_name_en: string }) =>
        p.rating_count > 0 && !p.product_name_en.startsWith('Test Beans'),
    );
    expect(rated.length).toBeGreaterThanOrEqual(4);
    for (const p of rated) {
      const shown = await reviewsOf(p.id);
      expect(shown.reviews[0].display_name).toBe('Mei C.');
      expect(p.rating).toBe(shown.rating_average);
    }
    const waiting = (await t.call('admin_reviews_get', { status: 'pending', limit: 100 }, owner)).body
      .reviews;
    expect(waiting.some((r: { display_name: string }) => r.display_name === 'Mei C.')).toBe(true);
  });
});
