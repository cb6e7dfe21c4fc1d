/**
 * The messages domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { registerDevOutboxRoute } from './dev-outbox.route.ts';
export {
  enqueueMessage,
  messageBodyUpdate,
  messageInsert,
  messageInsertWithId,
  type NewMessage,
} from './outbox.repo.ts';
export { registerOutbox } from './outbox.worker.ts';
export { type OutboxReadings, readOutbox } from './outbox-readings.ts';
