/**
 * The payments domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

// Bank reconciliation (docs/reconciliation.md).
export { bankMappings, bankOf, saveBankMapping, uploadStatement } from './bank-reconciliation.service.ts';
export { type BankLineRow, claimLine, lineById, linesBetween } from './bank-statement.repo.ts';
export { matchLines, type OpenLine, type Proposal, type UnpaidOrder } from './reconciliation-match.ts';
