import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { readShopInfo } from '../lookups/index.ts';
import { mailContent } from './email-with-qr.ts';

export interface Email {
  to: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
  /** The text of a QR code shown as a picture in the email (email-with-qr.ts). */
  qrCode?: string;
}

export interface Sms {
  to: string;
  body: string;
}

export interface EmailSender {
  send(email: Email): Promise<void>;
  close(): void;
}

/** One implementation per SMS provider; all the outbox needs is this. */
export interface SmsSender {
  send(sms: Sms): Promise<void>;
}

/**
 * Development forms: the message is only marked sent. It stays readable in the outbox (and on
 * GET /dev/outbox outside production), which is how developers and tests read codes and links.
 */
export const developmentEmailSender: EmailSender = { send: async () => {}, close: () => {} };
export const developmentSmsSender: SmsSender = { send: async () => {} };

/** Email through SMTP (nodemailer) when SMTP_URL is set, else the development form. */
export function createEmailSender(config: Config, db: Db): EmailSender {
  if (!config.smtpUrl) return developmentEmailSender;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    // A lease on a claimed message lasts 5 minutes (outbox.worker.ts): a send must end well before.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  let from: string | { name: string; address: string } | undefined = config.mailFrom;
  const sender = async () => {
    if (!from) {
      const shop = await readShopInfo(db, config);
      from = { name: shop.name_en, address: shop.email };
    }
    return from;
  };
  return {
    async send(email) {
      await transport.sendMail({ from: await sender(), ...(await mailContent(email)) });
    },
    close: () => transport.close(),
  };
}
