import { useTranslation } from 'react-i18next';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ListStatus } from '../../list-status.tsx';
import { FpsProxyCard } from '../../payments/fps-proxy-card.tsx';
import { useAdminSettingsGetQuery } from '../manage.endpoints.ts';
import { BlackoutDatesCard } from './blackout-dates-card.tsx';
import { CartReminderCard } from './cart-reminder-card.tsx';
import { DeliveryCard, StoresCard, TiersCard, TimeslotsCard } from './fulfilment-cards.tsx';
import { ShopNameCard } from './shop-name-card.tsx';
import { ShopRulesCard } from './shop-rules-card.tsx';
import { UnpaidOrdersCard } from './unpaid-orders-card.tsx';
import '../manage.css';

/** The shop's settings (owners only): closed days, calendar and Beans rules, unpaid orders, name, stores, delivery, slots, tiers. */
export function SettingsPage() {
  const { t } = useTranslation('admin-manage');
  const query = useAdminSettingsGetQuery();
  const { data } = query;
  return (
    <>
      <ConsolePageHead title={t('settings.title')} />
      <ListStatus query={query}>
        {data && (
          <div className="console-stack">
            <BlackoutDatesCard closed={data.blackout_dates} />
            <ShopRulesCard rules={data.rules} />
            <UnpaidOrdersCard rules={data.unpaid_orders} />
            <CartReminderCard rules={data.cart_reminder} />
            <FpsProxyCard />
            <ShopNameCard shop={data.shop} />
            <StoresCard stores={data.pickup_stores} />
            <DeliveryCard countries={data.delivery_countries} all={data.countries} />
            <TimeslotsCard slots={data.timeslots} />
            <TiersCard tiers={data.tiers} />
          </div>
        )}
      </ListStatus>
    </>
  );
}
