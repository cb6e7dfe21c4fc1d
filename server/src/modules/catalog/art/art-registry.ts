import { productImages } from '../../../db/seed/catalog/build-variants.ts';
import { CATEGORIES } from '../../../db/seed/catalog/categories.data.ts';
import { PRODUCTS } from '../../../db/seed/catalog/products.data.ts';
import { AWARDS } from '../../../db/seed/content/sections-achievements.data.ts';
import { CLIENTS } from '../../../db/seed/content/sections-business.data.ts';
import { CASH_CREDIT_PRODUCTS, CREDIT_EXCHANGE_OPTIONS } from '../../../db/seed/members/loyalty.data.ts';
import * as badges from './badges.ts';
import { categoryArt } from './category-art.ts';
import { beanCard, cashCard } from './credit-cards.ts';
import { productViews } from './product-art.ts';
import { brewBarBanner, harbourBanner, originsBanner } from './scenes-banners.ts';
import * as blog from './scenes-blog.ts';
import * as places from './scenes-places.ts';
import * as stories from './scenes-stories.ts';

type Render = () => string;

/** The name the route serves for an image path the seed stores, e.g. product-x-1 for /media/art/product-x-1.svg. */
export function artName(path: string): string {
  return path.replace(/^\/media\/art\//, '').replace(/\.svg$/, '');
}

/** Names other parts of the shop (content, lookups, the storefront) refer to; keep them stable. */
const FIXED: Record<string, Render> = {
  'banner-harbour': harbourBanner,
  'banner-origins': originsBanner,
  'banner-brew-bar': brewBarBanner,
  'about-roastery': stories.aboutRoastery,
  'story-sampan': stories.storySampan,
  'coffee-farm': stories.coffeeFarm,
  'shop-interior': stories.shopInterior,
  sustainability: stories.sustainability,
  'subscription-box': stories.subscriptionBox,
  'champ-latte-art': stories.champLatteArt,
  'corporate-office': stories.corporateOffice,
  'careers-team': stories.careersTeam,
  'purpose-1': places.purposeFarmers,
  'purpose-2': places.purposeRoasting,
  'purpose-3': places.purposeCommunity,
  'store-1': places.storeSheungWan,
  'store-2': places.storeTaiHang,
  'store-3': places.storeKwunTong,
  'blog-1': blog.blogPourOver,
  'blog-2': blog.blogOriginTrip,
  'blog-3': blog.blogRoastCurve,
  'blog-4': blog.blogLatteArt,
  'blog-5': blog.blogColdBrew,
  'blog-6': blog.blogCupping,
  'benefit-1': badges.benefitDelivery,
  'benefit-2': badges.benefitFreshRoast,
  'benefit-3': badges.benefitBeans,
  'benefit-4': badges.benefitPickup,
  logo: badges.logo,
};

function entries(): [string, Render][] {
  const products = PRODUCTS.flatMap((p) =>
    productImages(p.slug).map((path, i): [string, Render] => [artName(path), () => productViews(p)[i]!]),
  );
  const categories = CATEGORIES.map((c): [string, Render] => [
    `category-${c.slug}`,
    () => categoryArt(c.slug, c.name.en, c.name.zh),
  ]);
  // The members seed numbers its credit shop thumbnails the same way.
  const beans = CREDIT_EXCHANGE_OPTIONS.map((o, i): [string, Render] => [
    `credit-beans-${i + 1}`,
    () => beanCard(o, i + 1),
  ]);
  const cash = CASH_CREDIT_PRODUCTS.map((c, i): [string, Render] => [
    `credit-cash-${i + 1}`,
    () => cashCard(c, i + 11),
  ]);
  // The content seed numbers its award pictures and client logos the same way, and they are drawn from its copy.
  const awards = AWARDS.map((a, i): [string, Render] => [`award-${i + 1}`, () => badges.awardArt(a)]);
  const clients = CLIENTS.map((c, i): [string, Render] => [
    `client-logo-${i + 1}`,
    () => badges.clientLogo(c, i),
  ]);
  return [...Object.entries(FIXED), ...products, ...categories, ...beans, ...cash, ...awards, ...clients];
}

/** Every drawing the shop serves, by name; product images come from the seed data, so they cannot drift. */
export const ART: ReadonlyMap<string, Render> = new Map(entries());
