import {
  marketingConsentSet,
  marketingUnsubscribe,
  privacyRequestCreate,
  privacyRequestGet,
  profileUpdate,
} from '@shop/contract/members/privacy.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { setMarketingConsent, unsubscribeEmail } from './marketing-consent.service.ts';
import { signedInMember } from './member-auth.ts';
import { readProfile } from './members.repo.ts';
import { createPrivacyRequest, memberPrivacyRequests } from './privacy-requests.service.ts';
import { privacyTexts } from './privacy-texts.ts';
import { updateProfile } from './profile-update.service.ts';
import { unsubscribeTokenEmail } from './unsubscribe-token.ts';

export const privacyHandlers = [
  handle(profileUpdate, async (input, ctx) => {
    const { id } = signedInMember(ctx);
    await updateProfile(ctx.db, id, input);
    const profile = await readProfile(ctx.db, id);
    if (!profile) throw new ApiError('UNAUTHORIZED');
    return { profile, ...privacyTexts.profileSaved };
  }),

  handle(marketingConsentSet, async ({ receive_marketing: granted, language }, ctx) => {
    await setMarketingConsent(ctx.db, signedInMember(ctx).id, { granted, language, source: 'my_account' });
    return {
      receive_marketing: granted,
      ...(granted ? privacyTexts.consentGiven : privacyTexts.consentWithdrawn),
    };
  }),

  handle(marketingUnsubscribe, async ({ token }, ctx) => {
    const email = unsubscribeTokenEmail(ctx.config, token);
    if (!email) throw new ApiError('VALIDATION_FAILED', privacyTexts.badUnsubscribeLink);
    await unsubscribeEmail(ctx.db, email);
    return privacyTexts.unsubscribed;
  }),

  handle(privacyRequestCreate, async (input, ctx) => ({
    request: await createPrivacyRequest(ctx.db, signedInMember(ctx).id, input),
    ...privacyTexts.requestReceived,
  })),

  handle(privacyRequestGet, async (_input, ctx) => ({
    requests: await memberPrivacyRequests(ctx.db, signedInMember(ctx).id),
  })),
];
