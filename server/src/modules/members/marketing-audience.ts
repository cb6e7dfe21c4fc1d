import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { type Config, emailLinkBase } from '../../config/env.ts';
import { members } from './members.tables.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** Where one-click unsubscribe POSTs go (RFC 8058); the page link is the storefront's /unsubscribe. */
export const ONE_CLICK_PATH = '/unsubscribe/one-click';

/**
 * A member who may receive marketing now: opted in, email proven (an account registered with a
 * stranger's email must not mail them) and not deleted.
 */
export const consentsToMarketing = and(
  eq(members.receiveMarketing, true),
  isNotNull(members.emailVerifiedAt),
  isNull(members.deletedAt),
);

/** The members marketing may reach, for a job that joins them to its own rows (the forgotten cart). */
export const marketingMembers = new QueryBuilder()
  .select({ id: members.id, email: members.email, firstName: members.firstName })
  .from(members)
  .where(consentsToMarketing)
  .as('marketing_members');

/**
 * What every marketing email to `to` carries: the signed unsubscribe page for its body, and the
 * List-Unsubscribe headers (a URL for one-click POST and a mailto), so mail clients can offer
 * unsubscribing without the shopper signing in.
 */
export function unsubscribeLinks(config: Config, shopEmail: string, to: string) {
  const base = emailLinkBase(config);
  const token = encodeURIComponent(unsubscribeToken(config, to));
  return {
    page: `${base}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${base}${ONE_CLICK_PATH}?token=${token}>, <mailto:${shopEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
