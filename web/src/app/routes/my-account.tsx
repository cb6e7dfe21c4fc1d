import type { VoucherStatus } from '@shop/contract/orders/orders.calls';
import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { type ComponentType, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountLayout } from '../../features/members/account/account-layout.tsx';
import {
  type AccountSection,
  sectionFromQuery,
  sectionHref,
} from '../../features/members/account/account-sections.ts';
import { AddressList } from '../../features/members/account/address-list.tsx';
import { BeansChart } from '../../features/members/account/beans-chart.tsx';
import { ListState } from '../../features/members/account/list-state.tsx';
import { ORDERS_PAGE_SIZE, OrderList } from '../../features/members/account/order-list.tsx';
import { HISTORY_PAGE_SIZE, PointsHistory } from '../../features/members/account/points-history.tsx';
import { PrivacySection } from '../../features/members/account/privacy-section.tsx';
import { ProfileName } from '../../features/members/account/profile-name-form.tsx';
import { ProfileSummary } from '../../features/members/account/profile-summary.tsx';
import { ITEMS_PAGE_SIZE, PurchasedList } from '../../features/members/account/purchased-list.tsx';
import { SecuritySection } from '../../features/members/account/security-section.tsx';
import { VoucherList } from '../../features/members/account/voucher-list.tsx';
import { voucherStatusChosen } from '../../features/orders/order.slice.ts';
import {
  useMemberVouchersQuery,
  useOrdersQuery,
  usePurchasedItemsQuery,
} from '../../features/orders/orders.endpoints.ts';
import {
  usePointBalanceQuery,
  usePointTransactionHistoryQuery,
} from '../../features/points/points.endpoints.ts';
import { SubscriptionList } from '../../features/subscriptions/subscription-list.tsx';
import { lazyPage } from '../../shared/lazy-page.ts';
import { formatPrice } from '../../shared/money/price.ts';
import { useShopperKnownDeferred } from '../../shared/session/use-shopper-known.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';
import { WithSubscriptionParts } from '../subscriptions/subscription-parts-provider.tsx';

/*
 * /my-account composes the member, points and orders features: each section below wires one
 * feature's data into the members feature's views, so the features never import each other.
 */

// The password form checks a new password with the contract's rules, written with zod: in the
// page's own chunk, zod would be fetched and evaluated before every account page hydrates, a long
// task on a phone (docs/performance.md, "Zod off the member pages").
const PasswordSection = lazyPage(() => import('../../features/members/account/password-section.tsx'));

const page = (n: number, size: number) => ({ limit: size, offset: (n - 1) * size });

function useMoney() {
  const currency = useAppSelector((state) => state.currency);
  return (amount: number) => formatPrice(amount, currency);
}

function Overview() {
  const { data: balances } = usePointBalanceQuery();
  // The whole history (the server's list limit) draws the chart; the table pages through it.
  const history = usePointTransactionHistoryQuery({ limit: 999, offset: 0 });
  return (
    <>
      <ProfileSummary beans={balances?.[POINT_TYPE_IDS.beans]} credit={balances?.[POINT_TYPE_IDS.credit]} />
      <ProfileName />
      <ListState query={history}>
        <BeansChart rows={history.data?.point_transactions ?? []} />
      </ListState>
    </>
  );
}

function PointsSection() {
  const [n, setN] = useState(1);
  const query = usePointTransactionHistoryQuery(page(n, HISTORY_PAGE_SIZE));
  return <PointsHistory query={query} page={n} onPage={setN} />;
}

function OrdersSection() {
  const [n, setN] = useState(1);
  const query = useOrdersQuery(page(n, ORDERS_PAGE_SIZE));
  return <OrderList query={query} page={n} onPage={setN} money={useMoney()} />;
}

function ItemsSection() {
  const [n, setN] = useState(1);
  const query = usePurchasedItemsQuery(page(n, ITEMS_PAGE_SIZE));
  return <PurchasedList query={query} page={n} onPage={setN} money={useMoney()} />;
}

function VouchersSection() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.order.voucherStatus);
  const query = useMemberVouchersQuery(status);
  const choose = (next: VoucherStatus) => dispatch(voucherStatusChosen(next));
  return <VoucherList query={query} status={status} onStatus={choose} money={useMoney()} />;
}

function SubscriptionsSection() {
  return (
    <WithSubscriptionParts>
      <SubscriptionList />
    </WithSubscriptionParts>
  );
}

const SECTIONS: Record<AccountSection, ComponentType> = {
  overview: Overview,
  points: PointsSection,
  orders: OrdersSection,
  subscriptions: SubscriptionsSection,
  items: ItemsSection,
  vouchers: VouchersSection,
  addresses: AddressList,
  security: SecuritySection,
  password: PasswordSection,
  privacy: PrivacySection,
};

/**
 * A section before the member is known, or before its code has come: the look every section has
 * while its answer is on the way.
 */
const MEMBER_UNKNOWN = { isLoading: true, isError: false, refetch: () => undefined };
const SectionPlaceholder = () => <ListState query={MEMBER_UNKNOWN}>{null}</ListState>;

/**
 * /my-account (login required): profile, points, orders, subscriptions, items, vouchers, addresses,
 * email and phone, password, privacy. The page the server rendered shows the frame (heading,
 * sections, the open section's placeholder) until the browser knows the member.
 */
export default function MyAccount() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const section = sectionFromQuery(params.get('section'));
  const Section = SECTIONS[section];
  const known = useShopperKnownDeferred();
  const title = t('account.title');
  usePageHead({ title, description: t('account.description') });
  const trail =
    section === 'overview'
      ? [{ label: title }]
      : [{ label: title, to: sectionHref('overview') }, { label: t(`account.sections.${section}`) }];
  return (
    <>
      <Breadcrumb trail={trail} />
      <AccountLayout section={section}>
        {known ? (
          <Suspense fallback={<SectionPlaceholder />}>
            <Section />
          </Suspense>
        ) : (
          <SectionPlaceholder />
        )}
      </AccountLayout>
    </>
  );
}
