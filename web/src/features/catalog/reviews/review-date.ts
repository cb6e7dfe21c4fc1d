import { hongKongNow } from '@shop/contract/shop-calendar';
import { roastDateLabel } from '../coffee-facts.ts';

/** The Hong Kong day an instant fell on, written the Hong Kong way in either language. */
export const reviewDate = (iso: string, language: string) =>
  roastDateLabel(hongKongNow(new Date(iso)).day, language);
