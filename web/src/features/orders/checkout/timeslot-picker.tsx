import type { Timeslot } from '@shop/contract/lookups/lookups.calls';
import { slotOpen } from '@shop/contract/orders/booking-days';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from './choice-group.tsx';

interface TimeslotPickerProps {
  slots: Timeslot[];
  day: string;
  now: { day: string; time: string };
  value: number | null;
  error?: string | undefined;
  onChange: (slotId: number) => void;
}

/** The method's time slots; on today's date the ones that have begun are closed. */
export function TimeslotPicker({ slots, day, now, value, error, onChange }: TimeslotPickerProps) {
  const { t } = useTranslation('checkout');
  return (
    <ChoiceGroup
      name="timeslotId"
      legend={t('checkout.timeslotLegend')}
      error={error}
      className="checkout-choices--chips"
    >
      {slots.map((slot) => {
        const open = !day || slotOpen(day, slot.start_time, now);
        return (
          <label key={slot.id} className="checkout-chip choice-chip" data-closed={!open || undefined}>
            <input
              type="radio"
              name="timeslot_id"
              value={slot.id}
              checked={value === slot.id}
              disabled={!open}
              onChange={() => onChange(slot.id)}
            />
            <span>{t('checkout.slot', { start: slot.start_time, end: slot.end_time })}</span>
          </label>
        );
      })}
    </ChoiceGroup>
  );
}
