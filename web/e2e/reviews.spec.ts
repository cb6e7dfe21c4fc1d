import type { APIRequestContext } from '@playwright/test';
import {
  call,
  firstPickupDay,
  journeyProduct,
  journeyVariant,
  memberSignIn,
  newMember,
  openConsoleAsOwner,
  ownerToken,
  placeBankTransferOrder,
} from './admin-kit';
import { expect, test } from './fixtures';

/** A product of this journey's own, and a new member whose order of it the owner has marked paid. */
async function paidBuyerOfNewProduct(request: APIRequestContext) {
  const owner = await ownerToken(request);
  const id = crypto.randomUUID().slice(0, 8);
  const product = await journeyProduct(request, owner, { en: `Review Lot ${id}`, zh: `評價豆 ${id}` }, [
    journeyVariant(`E2E-REV-${id}`, 120, 5),
  ]);
  const buyer = await newMember(request);
  const { orderNumber } = await placeBankTransferOrder(
    request,
    [product.product_id],
    await firstPickupDay(request),
    buyer,
  );
  const { orders } = await call(request, 'admin_order_list', { keyword: orderNumber }, owner);
  await call(
    request,
    'admin_order_transition',
    { order_id: orders[0].order_id, action: 'confirm_payment' },
    owner,
  );
  return { productId: product.product_id as number, name: `Review Lot ${id}`, buyer };
}

test('a buyer reviews a product, staff publish it, and it shows on the product page', async ({
  page,
  browser,
}) => {
  const { productId, name, buyer } = await paidBuyerOfNewProduct(page.request);

  await memberSignIn(page, buyer);
  await page.goto(`/product/${productId}?lng=en`);
  const reviews = page.locator('#reviews');
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  await reviews.locator('label').filter({ hasText: '4 stars' }).click();
  await reviews.getByLabel('Your review').fill('Cocoa and <b>red apple</b>: lovely as a flat white.');
  await reviews.getByRole('button', { name: 'Send review' }).click();
  await expect(reviews.getByRole('status')).toContainText('will appear once our team has read it');
  await expect(reviews.getByText('Your review: waiting for our team to read it')).toBeVisible();

  const staff = await browser.newPage();
  await openConsoleAsOwner(staff);
  await staff.goto('/admin/reviews?lng=en');
  const card = staff.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Cocoa and <b>red apple</b>');
  await card
    .getByRole('textbox', { name: "The shop's public answer" })
    .fill('Thank you! Try it with oat milk too.');
  await card.getByRole('button', { name: 'Save answer' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved.');
  await staff
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(staff.getByRole('listitem').filter({ hasText: name })).toContainText('Published');
  await staff.close();

  await page.reload();
  await expect(page.getByRole('link', { name: '1 review' })).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
  // Typed as text and shown as text: the tags are characters on the page, not markup. (The
  // replace form below may hold the same words in its box: the published review is a paragraph.)
  await expect(
    reviews.getByRole('paragraph').filter({ hasText: 'Cocoa and <b>red apple</b>: lovely as a flat white.' }),
  ).toBeVisible();
  await expect(reviews.getByText('Thank you! Try it with oat milk too.')).toBeVisible();
  await expect(reviews.getByText('Your review: shown on this page.')).toBeVisible();
});
