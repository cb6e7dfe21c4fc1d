import type { adminProductSave } from '@shop/contract/admin/catalog-admin.calls';
import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import type { CallInput } from '@shop/contract/calls';

type SaveInput = CallInput<typeof adminProductSave>;

export interface OptionDraft {
  key: string;
  name_en: string;
  name_zh: string;
  value_en: string;
  value_zh: string;
}

/** A variant as the form holds it: numbers as typed, so a half-typed price is not lost. */
export interface VariantDraft {
  /** A stable React key, also for variants not saved yet. */
  key: string;
  variant_id?: number;
  sku: string;
  retail_price: string;
  sale_price: string;
  discount: string;
  new: boolean;
  /** Opening stock of a new variant; a saved one shows its stock and changes it by adjustment. */
  stock: string;
  /** Grams of coffee in one unit; blank for what is not roasted by weight. */
  weight_grams: string;
  images: string[];
  options: OptionDraft[];
}

export interface ProductDraft {
  product_id?: number;
  slug: string;
  product_name_en: string;
  product_name_zh: string;
  product_description_en: string;
  product_description_zh: string;
  category_ids: number[];
  /** Comma separated, as typed. */
  tags: string;
  is_suggested: boolean;
  active: boolean;
  coffee: NonNullable<AdminProduct['coffee']> | null;
  variants: VariantDraft[];
}

export const MAX_OPTION_SLOTS = 3;

let drafted = 0;
const nextKey = () => {
  drafted += 1;
  return `new-${drafted}`;
};

export function emptyVariant(options: OptionDraft[] = []): VariantDraft {
  return {
    key: nextKey(),
    sku: '',
    retail_price: '',
    sale_price: '',
    discount: '0',
    new: true,
    stock: '0',
    weight_grams: '',
    images: [],
    options: options.map((o) => ({ ...o, value_en: '', value_zh: '' })),
  };
}

export function emptyCoffee(): NonNullable<AdminProduct['coffee']> {
  return {
    origin_en: '',
    origin_zh: '',
    process_en: '',
    process_zh: '',
    roast_level: 'medium',
    tasting_notes_en: '',
    tasting_notes_zh: '',
    roast_date: null,
  };
}

/** The form's state for a saved product, or for a new one. */
export function draftOf(product?: AdminProduct): ProductDraft {
  if (!product) {
    return {
      slug: '',
      product_name_en: '',
      product_name_zh: '',
      product_description_en: '',
      product_description_zh: '',
      category_ids: [],
      tags: '',
      is_suggested: false,
      active: true,
      coffee: null,
      variants: [emptyVariant()],
    };
  }
  return {
    product_id: product.product_id,
    slug: product.slug,
    product_name_en: product.product_name_en,
    product_name_zh: product.product_name_zh,
    product_description_en: product.product_description_en,
    product_description_zh: product.product_description_zh,
    category_ids: product.category_ids,
    tags: product.tags.join(', '),
    is_suggested: product.is_suggested,
    active: product.active,
    coffee: product.coffee,
    variants: product.variants.map((v) => ({
      key: `saved-${v.variant_id}`,
      variant_id: v.variant_id,
      sku: v.sku,
      retail_price: String(v.retail_price),
      sale_price: String(v.sale_price),
      discount: String(v.discount),
      new: v.new,
      stock: String(v.stock),
      weight_grams: v.weight_grams === null ? '' : String(v.weight_grams),
      images: v.images,
      options: v.options.map(({ key, name_en, name_zh, value_en, value_zh }) => ({
        key,
        name_en,
        name_zh,
        value_en,
        value_zh,
      })),
    })),
  };
}

/** A typed number, or NaN for a blank one, so the server names the field instead of taking 0. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * What the save call gets. Simplified Chinese texts are left blank: the server fills them from the
 * Hong Kong ones.
 */
export function inputOf(draft: ProductDraft): SaveInput {
  return {
    ...(draft.product_id === undefined ? {} : { product_id: draft.product_id }),
    slug: draft.slug,
    product_name_en: draft.product_name_en,
    product_name_zh: draft.product_name_zh,
    product_description_en: draft.product_description_en,
    product_description_zh: draft.product_description_zh,
    category_ids: draft.category_ids,
    tags: draft.tags
      .split(/[,，、]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
    is_suggested: draft.is_suggested,
    active: draft.active,
    coffee: draft.coffee,
    variants: draft.variants.map((v) => ({
      ...(v.variant_id === undefined ? { stock: typedNumber(v.stock) } : { variant_id: v.variant_id }),
      sku: v.sku,
      retail_price: typedNumber(v.retail_price),
      sale_price: typedNumber(v.sale_price),
      discount: typedNumber(v.discount),
      new: v.new,
      weight_grams: v.weight_grams.trim() === '' ? null : typedNumber(v.weight_grams),
      images: v.images,
      options: v.options,
    })),
  };
}

/** The small picture of an image path: uploads have a 200 px copy; drawn art scales itself. */
export function thumbnailOf(image: string): string {
  return image.replace(/-800\.webp$/, '-200.webp');
}
