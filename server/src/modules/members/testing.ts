/** The members domain's front door for other domains' tests: signing shoppers up and in. */
export { bearer, callFrom, freshIp, outboxFor, registerBody, unique } from './auth.test-kit.ts';
