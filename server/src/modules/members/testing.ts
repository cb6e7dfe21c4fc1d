/** The members domain's front door for other domains' tests: signing shoppers up and in, and member tokens. */
export {
  bearer,
  callAs,
  callFrom,
  freshIp,
  latestCode,
  outboxFor,
  provenMember,
  registerBody,
  registeredMember,
  unique,
  uniquePhone,
} from './auth.test-kit.ts';
export { authKeys } from './auth-keys.ts';
export { signMemberToken, verifyMemberToken } from './jwt.ts';
