import { HONG_KONG, isHongKongDelivery } from '@shop/contract/hong-kong';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CartEmpty } from '../../features/cart/cart-empty.tsx';
import { CartNotices } from '../../features/cart/cart-notices.tsx';
import { cartRefreshed } from '../../features/cart/cart-refresh.ts';
import { CartReview } from '../../features/cart/cart-review.tsx';
import { CartSkeleton } from '../../features/cart/cart-skeleton.tsx';
import { useCart } from '../../features/cart/cart-state.ts';
import { CartTotals } from '../../features/cart/cart-totals.tsx';
import { ReadCartAfresh, useCartAnswered } from '../../features/cart/fresh-cart.ts';
import { useShippingChoice } from '../../features/cart/use-shipping-choice.ts';
import { SavedAddressPicker } from '../../features/members/account/saved-address-picker.tsx';
import { useProfileQuery } from '../../features/members/account.endpoints.ts';
import {
  useAddressAddMutation,
  useMemberAddressesQuery,
} from '../../features/members/profile-changes.endpoints.ts';
import { CheckoutFormView } from '../../features/orders/checkout/checkout-form.tsx';
import { checkoutPrefill } from '../../features/orders/checkout/checkout-prefill.ts';
import { checkoutApi } from '../../features/orders/checkout.endpoints.ts';
import { useLookup, useLookups } from '../../shared/lookups/lookups-state.ts';
import { paths } from '../../shared/paths.ts';
import { useShopperKnownDeferred } from '../../shared/session/use-shopper-known.ts';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { useAppDispatch } from '../../shared/store-hooks.ts';
import { CollectionNotice } from '../../shared/ui/collection-notice.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /checkout: guest_checkout=1 for a guest, 0 for a member. A visitor who is neither
 * signed in nor checking out as a guest is sent to the checkout login page first. Until the
 * shopper is known (the page the server rendered, just hydrated) it shows its frame, the heading,
 * the collection notice and the form's placeholder, and decides nothing.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const signedIn = useSignedIn();
  const known = useShopperKnownDeferred();
  const title = t('checkout.title');
  usePageHead({ title });
  if (known && !signedIn && search.get('guest_checkout') !== '1')
    return <Navigate to={paths.loginRegister(true)} replace />;
  return (
    <>
      <Breadcrumb trail={[{ label: t('cart.title'), to: paths.cart() }, { label: title }]} />
      <div className="container checkout-page shopper-page">
        <h1 className="checkout-page__title">{title}</h1>
        <CollectionNotice />
        {known ? (
          <>
            <ReadCartAfresh />
            <CheckoutContent member={signedIn} />
          </>
        ) : (
          <CartSkeleton />
        )}
      </div>
    </>
  );
}

function CheckoutContent({ member }: { member: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const loaded = useCartAnswered();
  const shipping = useShippingChoice();
  const cart = useCart();
  const app = useLookups();
  const lookupsReady = app.countries.length > 0 && app.pickup_stores.length > 0;
  // A member starts from their profile and default address; a failed read just leaves the form blank.
  const profile = useProfileQuery(undefined, { skip: !member });
  const addresses = useMemberAddressesQuery(undefined, { skip: !member });
  const prefillReady =
    !member || ((profile.isSuccess || profile.isError) && (addresses.isSuccess || addresses.isError));
  // The delivery starts from the default saved address until the member picks another (null: a new one).
  const book = addresses.data?.addresses ?? [];
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const [saveNew, setSaveNew] = useState(false);
  const saveAddress = useSaveDeliveryAddress();
  const startsFrom =
    picked === undefined ? ((book.find((a) => a.is_default === 1) ?? book[0])?.id ?? null) : picked;
  const delivery = member && shipping.method === 'delivery';

  // A delivery with no country yet is almost always local, so it starts from Hong Kong.
  const hongKong = app.delivery_countries.find((c) => isHongKongDelivery(c, app.countries))?.id ?? null;
  useEffect(() => {
    if (shipping.method === 'delivery' && shipping.countryId === null && hongKong !== null)
      shipping.chooseCountry(hongKong);
  }, [shipping, hongKong]);

  if (!loaded || !lookupsReady || !prefillReady) return <CartSkeleton />;
  if (cart.cart_items.length === 0) return <CartEmpty />;
  return (
    <>
      <CartNotices />
      <CheckoutFormView
        // Picking a saved address starts the form again from it.
        key={String(startsFrom)}
        method={shipping.method}
        deliveryCountryId={shipping.countryId}
        onMethod={shipping.chooseMethod}
        onCountry={shipping.chooseCountry}
        member={member}
        addressBook={
          delivery && (
            <SavedAddressPicker
              addresses={book}
              picked={startsFrom}
              onPick={setPicked}
              saveNew={saveNew}
              onSaveNew={setSaveNew}
            />
          )
        }
        prefill={checkoutPrefill(profile.data?.profile, book, startsFrom)}
        total={cart.total}
        summary={
          <>
            <CartReview />
            <CartTotals />
          </>
        }
        onPlaced={async (orderToken) => {
          if (delivery && startsFrom === null && saveNew) await saveAddress(orderToken);
          navigate(paths.orderConfirmation(orderToken));
        }}
        onRefused={() => void dispatch(cartRefreshed())}
      />
    </>
  );
}

/**
 * Saves the delivery address of a just-placed order to the member's book, as the order holds it.
 * Best effort: the order stands whatever happens here, and the server's answer is the toast.
 */
function useSaveDeliveryAddress() {
  const dispatch = useAppDispatch();
  const [add] = useAddressAddMutation();
  const countries = useLookup('countries');
  return async (orderToken: string) => {
    const order = await dispatch(checkoutApi.endpoints.orderConfirmation.initiate(orderToken))
      .unwrap()
      .catch(() => undefined);
    const country = countries.find((c) => c.name_en === order?.country_name2);
    if (!order || !country) return;
    const hongKong = country.iso_code === HONG_KONG.isoCode;
    await add({
      first_name: order.first_name2,
      last_name: order.last_name2,
      company_name: order.company_name2,
      area_code: country.area_code,
      phone: order.phone2 || order.phone,
      address: order.address2,
      district: hongKong ? order.state2 || order.city2 : '',
      city: order.city2,
      state: hongKong ? '' : order.state2,
      postal_code: order.postal_code2,
      country_id: country.id,
      is_default: false,
    }).catch(() => undefined);
  };
}
