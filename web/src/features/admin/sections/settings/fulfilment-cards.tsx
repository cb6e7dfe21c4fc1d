import type { adminSettingsGet } from '@shop/contract/admin/settings-admin.calls';
import type { CallOutput } from '@shop/contract/calls';
import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../../console-card.tsx';
import { useConsoleFormat } from '../../console-format.ts';
import {
  useAdminDeliveryCountrySaveMutation,
  useAdminFulfilmentDeleteMutation,
  useAdminPickupStoreSaveMutation,
  useAdminTierSaveMutation,
  useAdminTimeslotSaveMutation,
} from '../manage.endpoints.ts';
import { RecordForm } from '../record-form.tsx';
import { DeliveryCountryAdd } from './delivery-country-add.tsx';
import { deliveryFields, storeFields, tierFields, timeslotFields } from './record-fields.ts';

type Settings = CallOutput<typeof adminSettingsGet>;

/** Pickup stores with their hours: edit, add or remove (one that orders use cannot go). */
export function StoresCard({ stores }: { stores: Settings['pickup_stores'] }) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [save] = useAdminPickupStoreSaveMutation();
  const [remove] = useAdminFulfilmentDeleteMutation();
  const blank = {
    name_en: '',
    name_zh: '',
    address_en: '',
    address_zh: '',
    district_en: '',
    district_zh: '',
    phone: '',
    opening_hours_en: '',
    opening_hours_zh: '',
  };
  return (
    <ConsoleCard className="console-stack" titleBar title={t('settings.store.title')}>
      {[...stores, undefined].map((store) => (
        <RecordForm
          key={store ? JSON.stringify(store) : `new-${stores.length}`}
          legend={store ? pick(store, 'name') : t('settings.store.new')}
          fields={storeFields(t)}
          record={store ?? blank}
          onSave={(values) => save({ ...(store ?? {}), ...values } as Parameters<typeof save>[0])}
          onRemove={store ? () => remove({ kind: 'pickup_store', id: store.id }) : undefined}
        />
      ))}
    </ConsoleCard>
  );
}

/** Delivery fee and free-delivery threshold of each country the shop delivers to, and adding another. */
export function DeliveryCard({
  countries,
  all,
}: {
  countries: Settings['delivery_countries'];
  all: Settings['countries'];
}) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [save] = useAdminDeliveryCountrySaveMutation();
  const [remove] = useAdminFulfilmentDeleteMutation();
  return (
    <ConsoleCard className="console-stack" titleBar title={t('settings.deliveryFees.title')}>
      <p className="manage-hint">{t('settings.deliveryFees.hint')}</p>
      {countries.map((country) => (
        <RecordForm
          key={JSON.stringify(country)}
          legend={pick(country, 'name')}
          fields={deliveryFields(t)}
          record={country}
          onSave={(values) => save({ ...country, ...values } as Parameters<typeof save>[0])}
          onRemove={() => remove({ kind: 'delivery_country', id: country.id })}
        />
      ))}
      <DeliveryCountryAdd countries={all} delivered={countries} />
    </ConsoleCard>
  );
}

/** Pickup and delivery timeslots: edit, add or remove. */
export function TimeslotsCard({ slots }: { slots: Settings['timeslots'] }) {
  const { t } = useTranslation('admin-manage');
  const [save] = useAdminTimeslotSaveMutation();
  const [remove] = useAdminFulfilmentDeleteMutation();
  return (
    <ConsoleCard className="console-stack" titleBar title={t('settings.timeslot.title')}>
      {(['pickup', 'delivery'] as const).flatMap((method) =>
        [...slots.filter((s) => s.method === method), undefined].map((slot) => (
          <RecordForm
            key={slot ? JSON.stringify(slot) : `new-${method}-${slots.length}`}
            legend={t(slot ? 'settings.timeslot.legend' : 'settings.timeslot.new', {
              method: t(`settings.${method}`),
              start: slot?.start_time,
              end: slot?.end_time,
            })}
            fields={timeslotFields(t)}
            record={slot ?? { start_time: '', end_time: '' }}
            onSave={(values) => save({ method, ...(slot ?? {}), ...values } as Parameters<typeof save>[0])}
            onRemove={slot ? () => remove({ kind: 'timeslot', id: slot.id }) : undefined}
          />
        )),
      )}
    </ConsoleCard>
  );
}

/** Member tiers: their names, the spend that reaches them and their Beans multiplier. */
export function TiersCard({ tiers }: { tiers: Settings['tiers'] }) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [save] = useAdminTierSaveMutation();
  return (
    <ConsoleCard className="console-stack" titleBar title={t('settings.tier.title')}>
      {tiers.map((tier) => (
        <RecordForm
          key={JSON.stringify(tier)}
          legend={pick(tier, 'name')}
          fields={tierFields(t)}
          record={tier}
          onSave={(values) => save({ ...tier, ...values } as Parameters<typeof save>[0])}
        />
      ))}
    </ConsoleCard>
  );
}
