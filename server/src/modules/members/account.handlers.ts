import {
  memberAddressAdd,
  memberAddressDefaultSet,
  memberAddressDelete,
  memberAddressUpdate,
} from '@shop/contract/members/address-book.calls';
import {
  emailChange,
  emailVerify,
  phoneVerify,
  phoneVerifySend,
} from '@shop/contract/members/contact-proof.calls';
import { logout, logoutEverywhere } from '@shop/contract/members/logout.calls';
import { memberAddressGet, profileGet } from '@shop/contract/members/members.calls';
import { passwordChange } from '@shop/contract/members/password-change.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { addAddress, changeAddress, removeAddress, setDefaultAddress } from './address-book.service.ts';
import { listAddresses } from './addresses.repo.ts';
import { texts } from './auth-texts.ts';
import { proveEmail, sendEmailProof } from './email-proof.service.ts';
import { signedInMember } from './member-auth.ts';
import { readProfile } from './members.repo.ts';
import { changePassword } from './password-change.service.ts';
import { provePhone, sendPhoneProof } from './phone-proof.service.ts';
import { issueSession } from './session.ts';
import { endSession, endSessions } from './sessions.repo.ts';

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

  handle(memberAddressAdd, async (input, ctx) => addAddress(ctx.db, signedInMember(ctx).id, input)),

  handle(memberAddressUpdate, async ({ id, ...fields }, ctx) =>
    changeAddress(ctx.db, signedInMember(ctx).id, id, fields),
  ),

  handle(memberAddressDelete, async ({ id }, ctx) => removeAddress(ctx.db, signedInMember(ctx).id, id)),

  handle(memberAddressDefaultSet, async ({ id }, ctx) =>
    setDefaultAddress(ctx.db, signedInMember(ctx).id, id),
  ),

  handle(passwordChange, async (input, ctx) => {
    const member = await changePassword(ctx, signedInMember(ctx).id, input);
    return { ...(await issueSession(ctx.db, ctx.config, member)), ...texts.passwordChanged };
  }),

  handle(logout, async (_input, ctx) => {
    await endSession(ctx.db, signedInMember(ctx).sessionId);
    return texts.loggedOut;
  }),

  handle(logoutEverywhere, async (_input, ctx) => {
    await endSessions(ctx.db, signedInMember(ctx).id);
    return texts.loggedOutEverywhere;
  }),

  handle(emailChange, async ({ email }, ctx) => sendEmailProof(ctx, signedInMember(ctx).id, email)),

  handle(emailVerify, async ({ token }, ctx) => proveEmail(ctx, signedInMember(ctx), token)),

  handle(phoneVerifySend, async (phone, ctx) => sendPhoneProof(ctx, signedInMember(ctx).id, phone)),

  handle(phoneVerify, async (input, ctx) => provePhone(ctx, signedInMember(ctx), input)),
];
