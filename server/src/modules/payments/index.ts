/**
 * The payments domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

// Bank reconciliation (docs/reconciliation.md).
export { bankMappings, bankOf, saveBankMapping, uploadStatement } from './bank-reconciliation.service.ts';
export { type BankLineRow, claimLine, lineById, linesBetween } from './bank-statement.repo.ts';
// The payment-provider interface and the webhook rule (docs/payments.md).
export {
  MANUAL_PROVIDERS,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderEvent,
} from './payment-provider.ts';
export { matchLines, type OpenLine, type Proposal, type UnpaidOrder } from './reconciliation-match.ts';
export { verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature.ts';
