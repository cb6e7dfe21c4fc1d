import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCartBinding } from '../../features/cart/use-cart-binding.ts';
import { accountApi } from '../../features/members/account.endpoints.ts';
import { BalanceSummary } from '../../features/points/balance-summary.tsx';
import { CreditKindSwitch, CreditToolbar } from '../../features/points/credit-controls.tsx';
import { CreditGrid } from '../../features/points/credit-grid.tsx';
import {
  CREDIT_PAGE_SIZE,
  changeCreditShop,
  readCreditShop,
} from '../../features/points/credit-shop-query.ts';
import { usePointBalanceQuery, usePointConfigQuery } from '../../features/points/points.endpoints.ts';
import { type PointsFormat, pointsFormat } from '../../features/points/points-format.ts';
import { TransferModal } from '../../features/points/transfer-modal.tsx';
import { TransferResultModal } from '../../features/points/transfer-result-modal.tsx';
import { useCreditExchange } from '../../features/points/use-credit-exchange.ts';
import { useCreditListing } from '../../features/points/use-credit-listing.ts';
import { formatPrice } from '../../shared/money/price.ts';
import { pageCount, pageFromQuery, pageOffset } from '../../shared/pagination.ts';
import { paths } from '../../shared/paths.ts';
import { useShopperKnown } from '../../shared/session/use-shopper-known.ts';
import { useAppDispatch, useAppSelector } from '../../shared/store-hooks.ts';
import { Pager } from '../../shared/ui/pager.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** Until the balance has answered. */
const NO_BALANCES: Record<string, number> = {};

/** The member's balances, asked once the member is known. */
function useMemberBalances(): Record<string, number> {
  const skip = !useShopperKnown();
  return usePointBalanceQuery(undefined, { skip }).data ?? NO_BALANCES;
}

// The balance, the cards and the exchange each hold what they show, not the page: the stored
// member's arrival, the balance's answer and the cart's each render their own part again, not the
// whole page (docs/performance.md, "The cart held where it is shown").

function MemberBalance({ format }: { format: PointsFormat }) {
  const balances = useMemberBalances();
  return <BalanceSummary balances={balances} loaded={Object.keys(balances).length > 0} format={format} />;
}

function CreditGridWithCart(props: Omit<ComponentProps<typeof CreditGrid>, 'cart'>) {
  const cart = useCartBinding();
  return <CreditGrid {...props} cart={{ ...cart, cartHref: paths.cart() }} />;
}

function ExchangeOfBeans(props: Omit<ComponentProps<typeof TransferModal>, 'beansBalance'>) {
  const balances = useMemberBalances();
  return <TransferModal {...props} beansBalance={balances[String(POINT_TYPE_IDS.beans)] ?? 0} />;
}

/**
 * /credit-shop. Members only: the router puts it behind ProtectedRoute, which sends a
 * visitor without a token to sign in. Until the member is known (the page the server rendered,
 * just hydrated) it shows what is the same for everyone: the title, the switches and the cards
 * (credit-shop-first-screen.ts), with the balance's placeholder.
 */
export default function CreditShop() {
  const { t } = useTranslation('points');
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const { kind, sort } = readCreditShop(params);
  const page = pageFromQuery(params.get('page'));
  const { listing, total, failed, retry } = useCreditListing(kind, sort, pageOffset(page, CREDIT_PAGE_SIZE));

  const currency = useAppSelector((state) => state.currency);
  const { data: rates } = usePointConfigQuery();
  const format = pointsFormat(
    (amount) => formatPrice(amount, currency),
    rates?.[String(POINT_TYPE_IDS.credit)],
  );
  // After a transfer the profile is fetched again too (the points feature reloads the rest).
  const exchange = useCreditExchange(
    () =>
      void dispatch(
        accountApi.endpoints.profile.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
  );

  const title = t('page.title');
  usePageHead({ title, description: t('page.description') });
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${pathname}?${next}`;
  };

  return (
    <>
      <Breadcrumb trail={[{ label: title }]} />
      <div className="container credit-shop shopper-page">
        <header className="credit-shop__head">
          <h1 className="credit-shop__title">{title}</h1>
          <p className="credit-shop__intro">{t('page.intro')}</p>
        </header>
        <MemberBalance format={format} />
        <CreditKindSwitch
          kind={kind}
          onChange={(next) => setParams(changeCreditShop(params, { kind: next }))}
        />
        {kind === 'cash' && <p className="credit-shop__note">{t('cashNote')}</p>}
        <section
          id="credit-list"
          className="credit-shop__list pager-target"
          aria-label={t('page.list')}
          tabIndex={-1}
        >
          <CreditToolbar
            count={total}
            sort={sort}
            onSort={(next) => setParams(changeCreditShop(params, { sort: next }))}
          />
          {failed ? (
            <div className="credit-empty empty-note" role="alert">
              <p>{t('failed')}</p>
              <button type="button" className="button" onClick={retry}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <CreditGridWithCart listing={listing} format={format} onChoose={exchange.choose} />
          )}
        </section>
        <Pager
          page={page}
          pageCount={pageCount(total ?? 0, CREDIT_PAGE_SIZE)}
          hrefFor={hrefFor}
          listId="credit-list"
        />
      </div>
      {exchange.chosen && (
        <ExchangeOfBeans
          key={exchange.chosen.id}
          product={exchange.chosen}
          busy={exchange.busy}
          format={format}
          onConfirm={(quantity) => void exchange.exchange(quantity)}
          onClose={exchange.cancel}
        />
      )}
      {exchange.result && (
        <TransferResultModal result={exchange.result} format={format} onClose={exchange.dismissResult} />
      )}
    </>
  );
}
