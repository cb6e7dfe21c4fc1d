import type { adminMarketingSend } from '@shop/contract/admin/privacy-admin.calls';
import type { CallParsedInput } from '@shop/contract/calls';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { consentsToMarketing, unsubscribeLinks } from './marketing-audience.ts';
import { members, newsletterSubscriptions } from './members.tables.ts';

type Campaign = CallParsedInput<typeof adminMarketingSend>;

/** Every address that may receive marketing now, once each: newsletter subscribers, and consenting members. */
async function consentingAddresses(db: Db): Promise<string[]> {
  const opted = await db.select({ email: members.email }).from(members).where(consentsToMarketing);
  const subscribers = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions);
  const byLower = new Map<string, string>();
  for (const { email } of [...opted, ...subscribers]) if (email) byLower.set(email.toLowerCase(), email);
  return [...byLower.values()];
}

/** Queues the campaign to every consenting address, in both languages, each with its own unsubscribe links. */
export async function queueMarketingEmail(db: Db, config: Config, campaign: Campaign): Promise<number> {
  return db.transaction(async (tx) => {
    const shop = await readShopInfo(tx, config);
    const addresses = await consentingAddresses(tx);
    for (const to of addresses) {
      const { page, headers } = unsubscribeLinks(config, shop.email, to);
      await enqueueMessage(tx, {
        channel: 'email',
        to,
        subject: campaign.subject,
        body: [campaign.body_en, campaign.body_zh, `Unsubscribe / 取消訂閱: ${page}`].join('\n\n'),
        headers,
      });
    }
    return addresses.length;
  });
}
