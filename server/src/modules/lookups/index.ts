/**
 * The lookups domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { readCartReminderRules } from './cart-reminder-rules.ts';
export { type FpsPayee, fpsPayeeOf, readFpsPayee, readFpsProxySetting } from './fps-payee.ts';
export { readShopSetup } from './fulfilment-edit.repo.ts';
export {
  addBlackoutDates,
  deleteFulfilmentRow,
  saveDeliveryCountry,
  savePickupStore,
  saveTimeslot,
} from './fulfilment-edit.service.ts';
export {
  countryRows,
  type DeliveryCountryInfo,
  type DeliveryFee,
  deliveryCountryNames,
  type OrderLookups,
  type PickupStore,
  pickupStoreRows,
  readDeliveryFee,
  readDeliveryFees,
  readOrderLookups,
  readPickupPlace,
  readStoredSetting,
  type Timeslot,
  type TimeslotRow,
  timeslotRows,
} from './lookup-reads.ts';
export { lookupsHandlers } from './lookups.handlers.ts';
export { countryAreaCode, isKnownAreaCode, readShopInfo, shopInfoFrom } from './lookups.repo.ts';
export { FULFILMENT_METHODS, type FulfilmentMethod } from './lookups.tables.ts';
export {
  saveCartReminderRules,
  saveFpsProxy,
  saveShopInfo,
  saveShopRules,
  saveUnpaidOrderRules,
} from './settings-edit.service.ts';
export { readSettings, type ShopSettings, writeSettings } from './shop-settings.ts';
export { unpaidOrderRulesOf } from './unpaid-order-rules.ts';
