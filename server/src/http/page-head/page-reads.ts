import type { BlogPost, WebsiteSection } from '@shop/contract/content/content.calls';
import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';

/**
 * What the page heads and the sitemap read from the domains. app.ts passes them in, as it passes the
 * authenticators, so http/ names no domain.
 */
export interface PageReads {
  shopInfo(db: Db, config: Config): Promise<ShopInfo>;
  category(db: Db, id: number): Promise<{ nameEn: string; nameZh: string; image: string } | undefined>;
  firstSectionItem(db: Db, key: string): Promise<WebsiteSection['section_items'][number] | undefined>;
  blogPost(db: Db, slug: string): Promise<BlogPost | undefined>;
  /** The sitemap's pages: every category, every product on sale and every blog post. */
  categoryIds(db: Db): Promise<number[]>;
  activeProductIds(db: Db): Promise<number[]>;
  blogPostSlugs(db: Db): Promise<string[]>;
}
