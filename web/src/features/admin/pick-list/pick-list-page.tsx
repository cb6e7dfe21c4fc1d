import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConsoleDayField } from '../console-day-field.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { ListStatus } from '../list-status.tsx';
import { useAdminPickListQuery } from './pick-list.endpoints.ts';
import { PickSlot } from './pick-slot.tsx';
import './pick-list.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The packing list of a day (tomorrow unless chosen), per store and slot, then per delivery slot. */
export function PickListPage() {
  const { t } = useTranslation('admin');
  const { day, pick } = useConsoleFormat();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DAY.test(asked) ? asked : addDays(hongKongNow(new Date()).day, 1);
  const query = useAdminPickListQuery(date);
  const { data, isFetching } = query;
  const nothing = data && data.pickups.length === 0 && data.deliveries.length === 0;

  return (
    <div className="pick-list">
      <ConsolePageHead
        title={t('pickList.title')}
        lead={t('pickList.for', { day: day(date) })}
        actions={
          <div className="console-row console-chrome">
            <ConsoleDayField
              label={t('pickList.date')}
              value={date}
              onChange={(next) => setParams({ date: next })}
            />
            <button type="button" className="button" onClick={() => window.print()} disabled={!data}>
              {t('pickList.print')}
            </button>
          </div>
        }
      />
      <ListStatus query={query} empty={nothing} emptyText={t('pickList.empty')}>
        {data && (
          <div className="pick-list__groups" aria-busy={isFetching}>
            {data.pickups.map((store) => (
              <section key={store.store_id} className="console-card pick-group">
                <h2>{t('pickList.pickupAt', { store: pick(store, 'store_name') })}</h2>
                {store.slots.map((slot) => (
                  <PickSlot key={slot.timeslot_id} slot={slot} />
                ))}
              </section>
            ))}
            {data.deliveries.length > 0 && (
              <section className="console-card pick-group">
                <h2>{t('pickList.deliveries')}</h2>
                {data.deliveries.map((slot) => (
                  <PickSlot key={slot.timeslot_id} slot={slot} />
                ))}
              </section>
            )}
          </div>
        )}
      </ListStatus>
    </div>
  );
}
