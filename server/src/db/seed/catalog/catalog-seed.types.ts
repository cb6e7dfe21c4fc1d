import type { RoastLevel } from '../../../modules/catalog/catalog.tables.ts';
import type { Text2, Text3 } from './seed-text.ts';
import type { AxisKey, GrindKey, ValueKey } from './variant-options.data.ts';

export interface CategorySeed {
  slug: string;
  name: Text3;
  children?: CategorySeed[];
}

/** The colour a product is drawn in: one per origin or blend, and a few materials for equipment. */
export type Tone =
  | 'ethiopia'
  | 'kenya'
  | 'rwanda'
  | 'burundi'
  | 'tanzania'
  | 'colombia'
  | 'brazil'
  | 'guatemala'
  | 'costa-rica'
  | 'panama'
  | 'el-salvador'
  | 'peru'
  | 'sumatra'
  | 'yunnan'
  | 'papua'
  | 'india'
  | 'harbour'
  | 'typhoon'
  | 'spring'
  | 'decaf'
  | 'morning'
  | 'lion-rock'
  | 'cold'
  | 'festive'
  | 'porcelain'
  | 'steel'
  | 'glass'
  | 'charcoal'
  | 'sand'
  | 'cream';

/** Packs carry a printed label; objects are drawn as they are. */
export type PackKind = 'bag' | 'drip-box' | 'capsules';
export type ObjectKind =
  | 'dripper'
  | 'wave-dripper'
  | 'server'
  | 'hand-grinder'
  | 'electric-grinder'
  | 'kettle'
  | 'stovetop-kettle'
  | 'scale'
  | 'filters'
  | 'wave-filters'
  | 'canister'
  | 'mug'
  | 'cup-pair'
  | 'tote'
  | 'tumbler';

/** What the printed label of a pack says: a small line above, then the name in both languages. */
export interface PackLabel {
  kicker: string;
  en: string;
  zh: string;
}

export type ProductLook =
  | { kind: PackKind; tone: Tone; label: PackLabel }
  | { kind: 'gift-box'; tone: Tone; pair: [Tone, Tone]; label: PackLabel }
  | { kind: ObjectKind; tone: Tone };

export interface CoffeeSeed {
  origin: Text2;
  process: Text2;
  roast: RoastLevel;
  notes: Text2;
  /** The roast date is this many days before the day the shop is seeded, so beans always look fresh. */
  roastedDaysAgo: number;
}

type PricedBy<K extends AxisKey> = { axis: K; price: Partial<Record<ValueKey<K>, number>> };

/** A compact description of a product's variants; `build-variants.ts` expands it. Prices in whole HK$. */
export type VariantPlan = {
  /** SKU stem; each variant appends its option codes, e.g. SC-ETH-YIR-200-WB. */
  sku: string;
  /** A second option slot: the same weights come as beans or ground. */
  grinds?: GrindKey[];
  /** Percent off, on every variant or only on the listed values of the first slot. */
  sale?: { percent: number; on?: string[] };
  /** SKU suffixes that are out of stock (e.g. '1K-ES'), or true when all are. */
  soldOut?: string[] | true;
  isNew?: boolean;
} & ({ price: number } | PricedBy<'weight'> | PricedBy<'pack'> | PricedBy<'colour'> | PricedBy<'size'>);

export interface ProductSeed {
  slug: string;
  /** The most specific category; its parent is linked too. */
  category: string;
  name: Text3;
  description: Text3;
  tags: string[];
  suggested?: boolean;
  coffee?: CoffeeSeed;
  look: ProductLook;
  sell: VariantPlan;
}

export interface SectionSeed {
  key: string;
  name: Text2;
  slugs: string[];
}
