import { memberAddressGet, profileGet } from '@shop/contract/members/members.calls';
import { passwordChange } from '@shop/contract/members/password-change.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { listAddresses } from './addresses.repo.ts';
import { texts } from './auth-texts.ts';
import { signedInMember } from './member-auth.ts';
import { readProfile } from './members.repo.ts';
import { changePassword } from './password-change.service.ts';
import { issueSession } from './session.ts';

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

  handle(passwordChange, async (input, ctx) => {
    const member = await changePassword(ctx, signedInMember(ctx).id, input);
    return { ...(await issueSession(ctx.config, member)), ...texts.passwordChanged };
  }),
];
