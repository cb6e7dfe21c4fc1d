/** The points domain's helpers for other domains' tests: a signed-in demo member, points and their ledger. */

/** The points tables, for tests that check what a call wrote. */
export { POINT_TYPE, pointBalances, pointLedger } from './points.tables.ts';
export { balanceOf, grantPoints, ledgerRows, ledgerSum, signInDemo } from './points.test-kit.ts';
