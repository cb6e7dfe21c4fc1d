import { call, memberSignIn, newMember, openConsoleAsOwner, ownerToken } from './admin-kit';
import { expect, test } from './fixtures';

/** A voucher for chosen members: the owner gives it on the member's console page, and only then the member has it. */
test('the owner gives an assigned-only coupon to a member, who then finds it among their vouchers', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  const code = `VIP${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const post = (name: string, body: object, token?: string) => call(request, name, body, token);
  const token = await ownerToken(request);
  await post(
    'admin_coupon_save',
    {
      code,
      kind: 'fixed',
      value: 25,
      max_discount: null,
      min_subtotal: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      per_member_limit: 1,
      category_id: null,
      description_en: 'Thank you for ten years',
      description_zh: '十週年謝禮',
      active: true,
      assigned_only: true,
    },
    token,
  );
  const before = await post('member_voucher_get', { status: '' }, member.token);
  expect(before.vouchers.map((v: { code: string }) => v.code)).not.toContain(code);

  await openConsoleAsOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `${member.firstName} Ho` }).click();
  const vouchers = page.getByRole('region', { name: 'Vouchers' });
  await expect(vouchers.getByText('No vouchers given to this member yet.')).toBeVisible();
  await vouchers
    .getByLabel('Coupon for chosen members')
    .selectOption({ label: `${code} – Thank you for ten years` });
  await vouchers.getByRole('button', { name: 'Give', exact: true }).click();
  await expect(vouchers.getByRole('button', { name: `Remove ${code}` })).toBeVisible();
  await expect(vouchers.getByText('Thank you for ten years')).toBeVisible();

  await memberSignIn(page, member);
  await page.goto('/my-account?section=vouchers');
  await expect(page.getByRole('heading', { name: 'Vouchers' })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
});
