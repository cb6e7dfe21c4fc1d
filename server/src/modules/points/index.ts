/**
 * The points domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { readBeansExpiryMonths } from './beans-expiry.service.ts';
export { beansByDay } from './beans-figures.repo.ts';
export { issueCashCreditForPaidOrder, reserveCashCredit } from './cash-credit.service.ts';
export {
  listCreditOffers,
  refuseCashCreditPack,
  saveCashCredit,
  saveExchangeOption,
} from './credit-offers.service.ts';
export { burnCredit, creditShort, returnCredit } from './credit-payment.service.ts';
export { ledgerColumns, memberLedger, toWireTransaction } from './ledger-history.repo.ts';
export { loyaltyHousekeepingJob } from './loyalty-housekeeping.job.ts';
export { earnBeansForPaidOrder } from './order-earning.service.ts';
export { reverseOrderPoints } from './order-reversal.service.ts';
export { pointsHandlers } from './points.handlers.ts';
export { readBalances } from './points.repo.ts';
export { type Adjusted, adjustPoints } from './points-adjust.service.ts';
export {
  creditPackIdOf,
  creditPackOnSaleOf,
  creditPackVariantIds,
  creditState,
} from './points-reads.ts';
