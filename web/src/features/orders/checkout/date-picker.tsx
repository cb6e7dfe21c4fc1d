import { type DayStatus, dayStatus } from '@shop/contract/orders/booking-days';
import { addDays, addMonths, monthWeeks, shiftMonths, weekdayOf } from '@shop/contract/shop-calendar';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatLongDay, formatMonth, weekdayNames } from '../../../shared/hong-kong-dates.ts';
import { IconButton } from '../../../shared/ui/icon-button.tsx';
import { fieldId } from './field-id.ts';

interface DatePickerProps {
  value: string;
  today: string;
  earliest: string;
  latest: string;
  blackout: ReadonlySet<string>;
  error?: string | undefined;
  onChange: (day: string) => void;
}

/** Keys that move the focused day, as in a calendar grid (WAI-ARIA date picker pattern). */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -weekdayOf(d)),
  End: (d) => addDays(d, 6 - weekdayOf(d)),
  PageUp: (d) => shiftMonths(d, -1),
  PageDown: (d) => shiftMonths(d, 1),
};

/**
 * A month calendar in Hong Kong time. Past days, days outside the lead time and booking window, and
 * the method's blackout dates are greyed out and
 * cannot be picked (aria-disabled, so a keyboard still reaches them and hears why). One day is in
 * the tab order; the arrow keys move between days and months.
 */
export function DatePicker({ value, today, earliest, latest, blackout, error, onChange }: DatePickerProps) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = fieldId('date');
  const firstMonth = `${today.slice(0, 7)}-01`;
  const [focusDay, setFocusDay] = useState(value || today);
  const [moved, setMoved] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const month = `${focusDay.slice(0, 7)}-01`;
  const status = (day: string): DayStatus => dayStatus(day, { today, earliest, latest, blackout });

  useEffect(() => {
    if (moved) grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [moved, focusDay]);

  // Nothing before this month can be booked, so the calendar does not go there.
  const moveTo = (day: string, focus: boolean) => {
    setFocusDay(day < firstMonth ? today : day);
    setMoved(focus);
  };
  const onKeyDown = (event: KeyboardEvent, day: string) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move(day), true);
  };
  const dayLabel = (day: string) => {
    const name = formatLongDay(day, language);
    const dayState = status(day);
    return dayState === 'open' ? name : t(`checkout.day.${dayState}`, { day: name });
  };
  const pickDay = (day: string) => {
    setFocusDay(day);
    if (status(day) === 'open') onChange(day);
  };

  return (
    <fieldset id={id} className="date-picker" data-invalid={error ? true : undefined} tabIndex={-1}>
      <legend className="checkout-choices__legend">{t('checkout.dateLegend')}</legend>
      {error && (
        <p id={`${id}-error`} className="field-error checkout-choices__error">
          {error}
        </p>
      )}
      <div className="date-picker__head">
        <IconButton
          icon="chevronLeft"
          label={t('checkout.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => moveTo(addMonths(month, -1), false)}
        />
        <p className="date-picker__month" aria-live="polite">
          {formatMonth(month, language)}
        </p>
        <IconButton
          icon="chevronRight"
          label={t('checkout.nextMonth')}
          onClick={() => moveTo(addMonths(month, 1), false)}
        />
      </div>
      <table ref={grid} className="date-picker__grid" aria-label={formatMonth(month, language)}>
        <thead>
          <tr>
            {weekdayNames(language).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                <td key={day ?? `blank-${index}`}>
                  {day && (
                    <button
                      type="button"
                      className="date-picker__day"
                      data-day={day}
                      data-status={status(day)}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      aria-disabled={status(day) !== 'open'}
                      aria-label={dayLabel(day)}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onClick={() => pickDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="date-picker__chosen soft-text" aria-live="polite">
        {value ? t('checkout.dateChosen', { day: formatDay(value, language) }) : t('checkout.dateHint')}
      </p>
    </fieldset>
  );
}
