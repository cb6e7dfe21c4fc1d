/**
 * The restock domain's front door: back-in-stock requests and the job that answers them.
 * Tables and services stay private to the folder; add an export here rather than importing a file inside it.
 */
export { backInStockJob } from './back-in-stock.job.ts';
export { forgetMemberRequests, memberRequests } from './member-requests.ts';
export { restockWaiting } from './restock-waiting.repo.ts';
export { stockNotifyHandlers } from './stock-notify.handlers.ts';
