/**
 * The members domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { clientAddress } from './client-address.ts';
export { decoyHash } from './login.service.ts';
export { authenticateMember, type SignedInMember, signedInMember } from './member-auth.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { clear, consume, type Limit, refund } from './rate-limit.ts';
