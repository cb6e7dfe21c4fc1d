import { type ReactNode, Suspense } from 'react';
import { useProductQuery } from '../../features/catalog/product.endpoints.ts';
import { useMemberAddressesQuery } from '../../features/members/profile-changes.endpoints.ts';
import { paymentMethodsFor } from '../../features/orders/checkout/checkout-form.ts';
import { DatePicker } from '../../features/orders/checkout/date-picker.tsx';
import { MethodSection } from '../../features/orders/checkout/method-section.tsx';
import { PaymentSection } from '../../features/orders/checkout/payment-section.tsx';
import { StorePicker } from '../../features/orders/checkout/store-picker.tsx';
import { TimeslotPicker } from '../../features/orders/checkout/timeslot-picker.tsx';
import {
  type SubscriptionParts,
  SubscriptionPartsProvider,
} from '../../features/subscriptions/subscription-parts.tsx';
import { formatDay } from '../../shared/hong-kong-dates.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { VariantPicker } from './variant-picker.tsx';
import '../../features/orders/checkout/checkout.css';

function useAddressBook() {
  const member = useSignedIn();
  const { data, isLoading } = useMemberAddressesQuery(undefined, { skip: !member });
  return { addresses: data?.addresses ?? [], loading: isLoading };
}

const useProduct = (productId: number) => useProductQuery(productId).data;

const PARTS: SubscriptionParts = {
  VariantPicker,
  MethodPicker: MethodSection,
  StorePicker,
  DayPicker: DatePicker,
  SlotPicker: TimeslotPicker,
  PaymentPicker: PaymentSection,
  paymentMethodsFor,
  useAddressBook,
  formatDay,
  useProduct,
};

/**
 * The subscription screens choose where, when and how to pay with checkout's own pickers. Their
 * texts are fetched the first time one shows: until then only this part of the page waits.
 */
export function WithSubscriptionParts({ children }: { children: ReactNode }) {
  return (
    <SubscriptionPartsProvider parts={PARTS}>
      <Suspense fallback={null}>{children}</Suspense>
    </SubscriptionPartsProvider>
  );
}
