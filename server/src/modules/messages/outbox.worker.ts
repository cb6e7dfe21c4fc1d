import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import {
  createEmailSender,
  developmentSmsSender,
  type EmailSender,
  type SmsSender,
} from './message-senders.ts';
import {
  type ClaimedMessage,
  claimDueMessages,
  markFailed,
  markSent,
  pruneFinishedMessages,
} from './outbox.repo.ts';

const BATCH = 20;
const LEASE_SECONDS = 5 * 60;
const POLL_MS = 10_000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Senders {
  email: EmailSender;
  sms: SmsSender;
}

/** What a service that wrote a message may do: ask for it to go out now rather than at the next poll. */
export interface OutboxWaker {
  wake(): void;
}

function deliver(senders: Senders, message: ClaimedMessage): Promise<void> {
  return message.channel === 'sms'
    ? senders.sms.send({ to: message.to, body: message.body })
    : senders.email.send({ to: message.to, subject: message.subject, body: message.body });
}

/** Sends every due message once; answers how many went out. Safe to run on several servers at once. */
export async function drainOutbox(
  db: Db,
  senders: Senders,
  log: FastifyBaseLogger,
  redactSensitive: boolean,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDueMessages(db, BATCH, LEASE_SECONDS);
    if (batch.length === 0) return sent;
    for (const message of batch) {
      try {
        await deliver(senders, message);
        await markSent(db, message.id, redactSensitive);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        // The recipient and body stay out of the log: the body may hold a code or a reset link.
        log.warn(
          { outboxId: message.id, channel: message.channel, attempts: message.attempts, reason },
          'message not sent',
        );
        await markFailed(db, message, reason);
      }
    }
  }
}

/**
 * Drains the outbox on every wake-up and every 10 seconds, one drain at a time per process; a
 * wake-up during a drain runs another right after it. Stopped (and waited for) when the app closes.
 */
export function registerOutbox(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
): OutboxWaker {
  const senders: Senders = { email: createEmailSender(config, db), sms: developmentSmsSender };
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let prunedAt = Date.now();

  const run = async () => {
    await drainOutbox(db, senders, app.log, config.production);
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await pruneFinishedMessages(db);
    }
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = run()
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox drain failed'))
      .finally(() => {
        running = undefined;
        if (again) wake();
      });
  };

  const timer = setInterval(wake, POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    senders.email.close();
  });
  if (config.production) warnAboutDevelopmentSenders(app.log, config);
  return { wake };
}

function warnAboutDevelopmentSenders(log: FastifyBaseLogger, config: Config) {
  if (!config.smtpUrl) log.warn('SMTP_URL is not set: emails are kept in the outbox table and not sent');
  log.warn('no SMS provider is configured: SMS are kept in the outbox table and not sent');
  if (!config.publicUrl) log.warn('PUBLIC_URL is not set: links in emails point to localhost');
}
