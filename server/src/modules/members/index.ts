/**
 * The members domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { accountHandlers } from './account.handlers.ts';
export { anonymiseMember } from './account-deletion.service.ts';
export { authHandlers } from './auth.handlers.ts';
export { pruneAuthRowsJob } from './auth-housekeeping.job.ts';
export { clientAddress } from './client-address.ts';
export { decoyHash } from './login.service.ts';
export { marketingMembers, unsubscribeLinks } from './marketing-audience.ts';
export { queueMarketingEmail } from './marketing-email.service.ts';
export { authenticateMember, signedInMember } from './member-auth.ts';
export { memberDisplayNameSql } from './member-display-name.ts';
export { memberNotFound } from './member-not-found.ts';
export { sendMemberPasswordReset } from './member-password-reset.service.ts';
export {
  type LockedMember,
  lockMember,
  memberContactSql,
  memberJoinDates,
  memberNames,
  readTiers,
  setMemberTier,
  type Tier,
} from './member-reads.ts';
export { memberContact, searchMembers } from './member-search.repo.ts';
export { memberExists, readProfile } from './members.repo.ts';
export { newsletterHandlers } from './newsletter.handlers.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { memberPersonalData } from './personal-data.repo.ts';
export { privacyHandlers } from './privacy.handlers.ts';
export { closePrivacyRequest, listPrivacyRequests } from './privacy-requests.service.ts';
export { clear, consume, type Limit, refund } from './rate-limit.ts';
export { savedListHandlers } from './saved-lists.handlers.ts';
export { listTiers, saveTier } from './tier-edit.service.ts';
export { registerOneClickUnsubscribeRoute } from './unsubscribe.route.ts';
