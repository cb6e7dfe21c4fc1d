import type { adminMarketingSend } from '@shop/contract/admin/privacy-admin.calls';
import type { CallParsedInput } from '@shop/contract/calls';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { members, newsletterSubscriptions } from './members.tables.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

type Campaign = CallParsedInput<typeof adminMarketingSend>;

/** Where one-click unsubscribe POSTs go (RFC 8058); the page link is the storefront's /unsubscribe. */
export const ONE_CLICK_PATH = '/unsubscribe/one-click';

/**
 * Every address that may receive marketing now, once each: newsletter subscribers, and opted-in
 * members whose email is proven (an account registered with a stranger's email must not mail them).
 */
async function consentingAddresses(db: Db): Promise<string[]> {
  const opted = await db
    .select({ email: members.email })
    .from(members)
    .where(
      and(eq(members.receiveMarketing, true), isNotNull(members.emailVerifiedAt), isNull(members.deletedAt)),
    );
  const subscribers = await db.select({ email: newsletterSubscriptions.email }).from(newsletterSubscriptions);
  const byLower = new Map<string, string>();
  for (const { email } of [...opted, ...subscribers]) if (email) byLower.set(email.toLowerCase(), email);
  return [...byLower.values()];
}

/**
 * Queues the campaign to every consenting address, in both languages, each with its own signed
 * unsubscribe link in the body and in the List-Unsubscribe headers (a URL for one-click POST and a
 * mailto), so mail clients can offer unsubscribing without the shopper signing in.
 */
export async function queueMarketingEmail(db: Db, config: Config, campaign: Campaign): Promise<number> {
  const base = config.publicUrl ?? `http://localhost:${config.port}`;
  return db.transaction(async (tx) => {
    const shop = await readShopInfo(tx, config);
    const addresses = await consentingAddresses(tx);
    for (const to of addresses) {
      const token = encodeURIComponent(unsubscribeToken(config, to));
      const page = `${base}/unsubscribe?token=${token}`;
      await enqueueMessage(tx, {
        channel: 'email',
        to,
        subject: campaign.subject,
        body: [campaign.body_en, campaign.body_zh, `Unsubscribe / 取消訂閱: ${page}`].join('\n\n'),
        headers: {
          'List-Unsubscribe': `<${base}${ONE_CLICK_PATH}?token=${token}>, <mailto:${shop.email}?subject=unsubscribe>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    }
    return addresses.length;
  });
}
