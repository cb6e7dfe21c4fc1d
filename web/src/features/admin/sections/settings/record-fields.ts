import type { TFunction } from 'i18next';
import type { RecordField } from '../record-form.tsx';

type Translate = TFunction<'admin-manage'>;

const pair = (t: Translate, key: string, label: string): RecordField[] => [
  { key: `${key}_en`, label: t('settings.inEnglish', { label }), kind: 'text' },
  { key: `${key}_zh`, label: t('settings.inChinese', { label }), kind: 'text-zh' },
];

export const storeFields = (t: Translate): RecordField[] => [
  ...pair(t, 'name', t('settings.store.name')),
  ...pair(t, 'address', t('settings.store.address')),
  ...pair(t, 'district', t('settings.store.district')),
  { key: 'phone', label: t('settings.store.phone'), kind: 'text' },
  ...pair(t, 'opening_hours', t('settings.store.hours')),
];

export const deliveryFields = (t: Translate): RecordField[] => [
  { key: 'shipping_fee', label: t('settings.deliveryFees.fee'), kind: 'number' },
  { key: 'free_shipping_threshold', label: t('settings.deliveryFees.freeFrom'), kind: 'number' },
];

export const timeslotFields = (t: Translate): RecordField[] => [
  { key: 'start_time', label: t('settings.timeslot.start'), kind: 'time' },
  { key: 'end_time', label: t('settings.timeslot.end'), kind: 'time' },
];

export const tierFields = (t: Translate): RecordField[] => [
  ...pair(t, 'name', t('settings.tier.name')),
  { key: 'min_spend', label: t('settings.tier.minSpend'), kind: 'number' },
  { key: 'multiplier_percent', label: t('settings.tier.multiplier'), kind: 'number' },
];
