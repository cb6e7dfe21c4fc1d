import { memberAddressGet, profileGet } from '@shop/contract/members/members.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { listAddresses } from './addresses.repo.ts';
import { signedInMember } from './member-auth.ts';
import { readProfile } from './members.repo.ts';

export const accountHandlers = [
  handle(profileGet, async (_input, ctx) => {
    const profile = await readProfile(ctx.db, signedInMember(ctx).id);
    // The token was checked against this member a moment ago; only a deletion in between lands here.
    if (!profile) throw new ApiError('UNAUTHORIZED');
    return { profile };
  }),

  handle(memberAddressGet, async (page, ctx) => {
    const { addresses, total } = await listAddresses(ctx.db, signedInMember(ctx).id, page);
    return { addresses, total_rows: total };
  }),
];
