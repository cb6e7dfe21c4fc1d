/**
 * The members domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { accountHandlers } from './account.handlers.ts';
export { authHandlers } from './auth.handlers.ts';
export { pruneAuthRowsJob } from './auth-housekeeping.job.ts';
export { clientAddress } from './client-address.ts';
export { decoyHash } from './login.service.ts';
export { authenticateMember, signedInMember } from './member-auth.ts';
export { memberNotFound } from './member-not-found.ts';
export { sendMemberPasswordReset } from './member-password-reset.service.ts';
export { memberContact, searchMembers } from './member-search.repo.ts';
export { memberExists, readProfile } from './members.repo.ts';
export { newsletterHandlers } from './newsletter.handlers.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { clear, consume, type Limit, refund } from './rate-limit.ts';
export { listTiers, saveTier } from './tier-edit.service.ts';
export { redactUrl } from './url-redaction.ts';
