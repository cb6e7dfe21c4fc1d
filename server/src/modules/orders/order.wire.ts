import { cents, toWire } from '@shop/contract/money';
import type { OrderProduct } from '@shop/contract/orders/orders.calls';
import { toWireVariant } from '../catalog/index.ts';
import type { OrderAddress, orderLines } from './orders.tables.ts';

type LineRow = typeof orderLines.$inferSelect;

const amount = (value: number) => toWire(cents(value));

/** An order line on the wire: the line as it was charged, its option slots named like the catalogue's. */
export function toWireOrderProduct(line: LineRow): OrderProduct {
  const slots = toWireVariant({
    id: line.variantId ?? 0,
    productId: line.productId ?? 0,
    sku: line.sku,
    retailPriceCents: line.retailPriceCents,
    salePriceCents: line.unitPriceCents,
    discountPercent: 0,
    isNew: false,
    inventory: 0,
    options: line.options,
    images: line.images,
    sortOrder: line.sortOrder,
    weightGrams: null,
  });
  return {
    ...slots,
    product_id: line.productId ?? 0,
    variant_id: line.variantId,
    product_name: line.nameEn,
    product_name_en: line.nameEn,
    product_name_zh: line.nameZh,
    product_name_cn: line.nameCn,
    product_sku: line.sku,
    variant_name_1: slots.variant_name_1_en,
    variant_value_1: slots.variant_value_1_en,
    variant_name_2: slots.variant_name_2_en,
    variant_value_2: slots.variant_value_2_en,
    variant_name_3: slots.variant_name_3_en,
    variant_value_3: slots.variant_value_3_en,
    retail_price: amount(line.retailPriceCents),
    sale_price: amount(line.unitPriceCents),
    quantity: line.quantity,
    is_free_product: line.isFreeProduct ? 1 : 0,
  };
}

/** The billing address as the order calls send it. */
export function billingFields(a: OrderAddress) {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    address: a.address,
    company_name: a.companyName,
    phone: a.phone,
    country_name: a.countryNameEn,
    country_name_zh: a.countryNameZh,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
    email: a.email,
  };
}

/** The shipping address as the order calls send it (field names end in 2); a pickup order has none, so they are all ''. */
export function shippingFields(a: OrderAddress | null) {
  return {
    first_name2: a?.firstName ?? '',
    last_name2: a?.lastName ?? '',
    address2: a?.address ?? '',
    company_name2: a?.companyName ?? '',
    phone2: a?.phone ?? '',
    country_name2: a?.countryNameEn ?? '',
    country_name2_zh: a?.countryNameZh ?? '',
    city2: a?.city ?? '',
    state2: a?.state ?? '',
    postal_code2: a?.postalCode ?? '',
    email2: a?.email ?? '',
  };
}

export interface OrderAmounts {
  subtotalCents: number;
  discountCents: number;
  shippingFeeCents: number;
  totalCents: number;
  creditCents: number;
  cashCents: number;
}

/** `total = subtotal − discount + shipping`, `cash = total − credit`: the database CHECKs hold both. */
export function amountFields(o: OrderAmounts) {
  return {
    subtotal_amount: amount(o.subtotalCents),
    discount_amount: amount(o.discountCents),
    shipping_fee: amount(o.shippingFeeCents),
    total_amount: amount(o.totalCents),
    total_point_to_cash_value: amount(o.creditCents),
    cash_amount: amount(o.cashCents),
  };
}
