/** The messages domain's helpers for other domains' tests: the outbox table, to see what was queued. */
export { outbox } from './outbox.tables.ts';
