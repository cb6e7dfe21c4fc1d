import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { OutboxWaker } from '../../http/call-handler.ts';
import { inBatches } from '../../lib/in-batches.ts';
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
/**
 * A wake-up waits this long before claiming, so a burst of orders is sent from one claim and marked
 * in one statement instead of a drain per order; short enough that a one-time code is not kept waiting.
 */
const GATHER_MS = 50;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Senders {
  email: EmailSender;
  sms: SmsSender;
}

function deliver(senders: Senders, message: ClaimedMessage): Promise<void> {
  return message.channel === 'sms'
    ? senders.sms.send({ to: message.to, body: message.body })
    : senders.email.send({
        to: message.to,
        subject: message.subject,
        body: message.body,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.qrCode ? { qrCode: message.qrCode } : {}),
      });
}

/**
 * Sends every due message once; answers how many went out. Safe to run on several servers at once.
 * A batch is marked sent in one statement after its sends: a crash in between sends it again once
 * its lease ends, as a crash between one send and its own mark would.
 */
export async function drainOutbox(
  db: Db,
  senders: Senders,
  log: FastifyBaseLogger,
  redactSensitive: boolean,
): Promise<number> {
  let sent = 0;
  // A short batch took everything due; a message written since comes with its own wake-up.
  await inBatches(BATCH, async () => {
    const batch = await claimDueMessages(db, BATCH, LEASE_SECONDS);
    const delivered: number[] = [];
    for (const message of batch) {
      try {
        await deliver(senders, message);
        delivered.push(message.id);
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
    await markSent(db, delivered, redactSensitive);
    sent += delivered.length;
    return batch.length;
  });
  return sent;
}

/**
 * Drains the outbox 50 ms after a wake-up and every 10 seconds, one drain at a time per process; a
 * wake-up during a drain runs another after it. Stopped (and waited for) when the app closes.
 */
export function registerOutbox(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Db },
): OutboxWaker {
  const senders: Senders = { email: createEmailSender(config, db), sms: developmentSmsSender };
  let running: Promise<void> | undefined;
  let gathering = false;
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
      // A drain that has not claimed yet will take this message too.
      if (!gathering) again = true;
      return;
    }
    again = false;
    gathering = true;
    running = new Promise((resolve) => setTimeout(resolve, GATHER_MS))
      .then(() => {
        gathering = false;
        return run();
      })
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
