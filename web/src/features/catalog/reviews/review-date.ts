import { hongKongDayOf } from '../../../shared/hong-kong-dates.ts';
import { formatWrittenDay } from '../../../shared/written-day.ts';

/** The Hong Kong day an instant fell on, written the Hong Kong way in either language. */
export const reviewDate = (iso: string, language: string) => formatWrittenDay(hongKongDayOf(iso), language);
