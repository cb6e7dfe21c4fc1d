/** The points domain's helpers for other domains' tests: a signed-in demo member, points and their ledger. */
export { balanceOf, grantPoints, ledgerRows, ledgerSum, signInDemo } from './points.test-kit.ts';
