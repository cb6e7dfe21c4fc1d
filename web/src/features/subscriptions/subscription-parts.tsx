import type { Product, Variant } from '@shop/contract/catalog/product.calls';
import type { Timeslot } from '@shop/contract/lookups/lookups.calls';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import type { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

interface Picker<T> {
  value: T;
  error?: string | undefined;
  onChange: (value: T) => void;
}

/**
 * What the subscription screens borrow from other features: the product page's size and grind
 * chips, checkout's method, store, day, slot and payment pickers (so a delivery is chosen exactly
 * as an order's is), the member's address book and a product as the catalog reads it. A feature never imports another, so the page hands them
 * in (app/subscriptions/subscription-parts-provider.tsx).
 */
export interface SubscriptionParts {
  /** The product page's size and grind chips, choosing one variant of `variants`. */
  VariantPicker: ComponentType<{
    variants: Variant[];
    value: number | null;
    onChange: (variantId: number) => void;
  }>;
  MethodPicker: ComponentType<{ method: DeliveryMethod; onChange: (method: DeliveryMethod) => void }>;
  StorePicker: ComponentType<Picker<number | null> & { onChange: (storeId: number) => void }>;
  DayPicker: ComponentType<
    Picker<string> & { today: string; earliest: string; latest: string; blackout: ReadonlySet<string> }
  >;
  SlotPicker: ComponentType<
    Picker<number | null> & {
      slots: Timeslot[];
      day: string;
      now: { day: string; time: string };
      onChange: (slotId: number) => void;
    }
  >;
  PaymentPicker: ComponentType<{
    method: DeliveryMethod;
    value: PaymentMethod;
    coveredByCredit: boolean;
    onChange: (payment: PaymentMethod) => void;
  }>;
  /** The payment methods a method allows (paying at the shop is for pickup only). */
  paymentMethodsFor: (method: DeliveryMethod) => PaymentMethod[];
  /** The signed-in member's address book; empty while it loads. */
  useAddressBook: () => { addresses: MemberAddress[]; loading: boolean };
  /** A delivery day as checkout writes it: "Fri, 4 Dec 2026" / "2026年12月4日 星期五". */
  formatDay: (day: string, language: string) => string;
  /** A product with its variants; undefined while it loads. */
  useProduct: (productId: number) => Product | undefined;
}

const PartsContext = createContext<SubscriptionParts | null>(null);

export function SubscriptionPartsProvider({
  parts,
  children,
}: {
  parts: SubscriptionParts;
  children: ReactNode;
}) {
  return <PartsContext value={parts}>{children}</PartsContext>;
}

export function useSubscriptionParts(): SubscriptionParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('Subscription screens need a SubscriptionPartsProvider around them');
  return parts;
}
