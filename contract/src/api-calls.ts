import {
  adminMemberGet,
  adminMemberLedgerGet,
  adminMemberPasswordResetSend,
  adminMemberSearch,
  adminPointsAdjust,
} from './admin/admin-members.calls.ts';
import { adminOrderGet, adminOrderList, adminOrderTransition } from './admin/admin-orders.calls.ts';
import { adminAuditLogGet } from './admin/audit-log.calls.ts';
import { adminBackupStatusGet } from './admin/backups-admin.calls.ts';
import {
  adminBankLineConfirm,
  adminBankLineList,
  adminBankMappingList,
  adminBankMappingSave,
  adminBankStatementUpload,
} from './admin/bank-reconciliation.calls.ts';
import {
  adminImageUpload,
  adminProductGet,
  adminProductList,
  adminProductSave,
  adminStockAdjust,
} from './admin/catalog-admin.calls.ts';
import {
  adminBlogPostSave,
  adminContentDelete,
  adminContentGet,
  adminRichTextPreview,
  adminSectionItemSave,
} from './admin/content-admin.calls.ts';
import { adminDashboardGet } from './admin/dashboard.calls.ts';
import {
  adminBlackoutDateAdd,
  adminDeliveryCountrySave,
  adminFulfilmentDelete,
  adminPickupStoreSave,
  adminTimeslotSave,
} from './admin/fulfilment-admin.calls.ts';
import { adminFpsProxyGet, adminFpsProxySave, adminOrderReceiptsGet } from './admin/payments-admin.calls.ts';
import { adminPickListGet } from './admin/pick-list.calls.ts';
import {
  adminMarketingSend,
  adminPrivacyRequestClose,
  adminPrivacyRequestList,
} from './admin/privacy-admin.calls.ts';
import {
  adminCashCreditSave,
  adminCouponAssign,
  adminCouponSave,
  adminCouponUnassign,
  adminExchangeOptionSave,
  adminGiftRuleSave,
  adminMemberVouchersGet,
  adminPromotionsGet,
} from './admin/promotions-admin.calls.ts';
import { adminReviewModerate, adminReviewsGet } from './admin/reviews-admin.calls.ts';
import {
  adminSearchVariantAdd,
  adminSearchVariantDelete,
  adminSearchVariantList,
} from './admin/search-variants-admin.calls.ts';
import {
  adminCartReminderRulesSave,
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminTierSave,
  adminUnpaidOrderRulesSave,
} from './admin/settings-admin.calls.ts';
import {
  adminLogin,
  adminLoginSecondStep,
  adminLogout,
  adminMe,
  adminSessionEnd,
  adminSessionGet,
  adminTwoFactorConfirm,
  adminTwoFactorSetup,
} from './admin/staff-auth.calls.ts';
import {
  adminRoastPlanGet,
  adminSubscriptionPlanSave,
  adminSubscriptionPlansGet,
  adminSubscriptionRenewalsGet,
  adminSubscriptionsGet,
} from './admin/subscriptions-admin.calls.ts';
import type { CallDef } from './calls.ts';
import {
  accessTokenGet,
  cartAddProduct,
  cartCouponApply,
  cartCouponRemove,
  cartCreditApply,
  cartCreditRemove,
  cartGet,
  cartRemoveAll,
  cartRemoveProduct,
  cartUpdateProduct,
} from './cart/cart.calls.ts';
import { categoryGet } from './catalog/category.calls.ts';
import {
  productDetailGet,
  productGet,
  sectionProductGet,
  suggestedProductGet,
} from './catalog/product.calls.ts';
import { blogPostDetailGet, blogPostGet, websiteSectionGet } from './content/content.calls.ts';
import {
  blackoutDateGet,
  countryGet,
  deliveryCountryGet,
  pickupStoreGet,
  shopInfoGet,
  timeslotGet,
} from './lookups/lookups.calls.ts';
import {
  memberAddressAdd,
  memberAddressDefaultSet,
  memberAddressDelete,
  memberAddressUpdate,
} from './members/address-book.calls.ts';
import { emailChange, emailVerify, phoneVerify, phoneVerifySend } from './members/contact-proof.calls.ts';
import { logout, logoutEverywhere } from './members/logout.calls.ts';
import {
  emailCheck,
  forgotPassword,
  login,
  memberAddressGet,
  profileGet,
  register,
  resetPassword,
} from './members/members.calls.ts';
import { newsletterSubscribe } from './members/newsletter.calls.ts';
import { otpGet, otpSubmit } from './members/otp.calls.ts';
import { passwordChange } from './members/password-change.calls.ts';
import {
  accountDelete,
  marketingConsentSet,
  marketingUnsubscribe,
  personalDataGet,
  privacyRequestCreate,
  privacyRequestGet,
  profileUpdate,
} from './members/privacy.calls.ts';
import { resetPasswordCheck } from './members/reset-check.calls.ts';
import { savedListAdd, savedListGet, savedListRemove } from './members/saved-lists.calls.ts';
import { orderLookup, orderTimelineGet } from './orders/order-tracking.calls.ts';
import {
  memberVoucherGet,
  orderCreate,
  orderDetailGet,
  orderGet,
  purchasedItemGet,
} from './orders/orders.calls.ts';
import { orderPaymentReceiptUpload } from './orders/payment-receipt.calls.ts';
import { cashCreditProductGet, creditProductGet } from './points/credit-shop.calls.ts';
import {
  pointBalanceGet,
  pointConfigGet,
  pointTransactionHistoryGet,
  pointTransfer,
} from './points/points.calls.ts';
import { stockNotifySubscribe } from './restock/stock-notify.calls.ts';
import { productReviewGet, productReviewMine, productReviewSubmit } from './reviews/reviews.calls.ts';
import {
  subscriptionCreate,
  subscriptionGet,
  subscriptionPlanGet,
  subscriptionUpdate,
} from './subscriptions/subscriptions.calls.ts';

/** Every call the API answers, by name. The server dispatches from this list and nothing else. */
export const API_CALLS = [
  countryGet,
  deliveryCountryGet,
  timeslotGet,
  blackoutDateGet,
  pickupStoreGet,
  shopInfoGet,
  categoryGet,
  productGet,
  productDetailGet,
  sectionProductGet,
  suggestedProductGet,
  websiteSectionGet,
  blogPostGet,
  blogPostDetailGet,
  newsletterSubscribe,
  stockNotifySubscribe,
  register,
  login,
  emailCheck,
  otpGet,
  otpSubmit,
  logout,
  logoutEverywhere,
  emailChange,
  emailVerify,
  phoneVerifySend,
  phoneVerify,
  forgotPassword,
  resetPassword,
  resetPasswordCheck,
  passwordChange,
  profileGet,
  memberAddressGet,
  memberAddressAdd,
  memberAddressUpdate,
  memberAddressDelete,
  memberAddressDefaultSet,
  savedListGet,
  savedListAdd,
  savedListRemove,
  profileUpdate,
  marketingConsentSet,
  marketingUnsubscribe,
  privacyRequestCreate,
  privacyRequestGet,
  personalDataGet,
  accountDelete,
  accessTokenGet,
  cartGet,
  cartAddProduct,
  cartRemoveProduct,
  cartUpdateProduct,
  cartRemoveAll,
  cartCouponApply,
  cartCouponRemove,
  cartCreditApply,
  cartCreditRemove,
  orderCreate,
  orderDetailGet,
  orderPaymentReceiptUpload,
  orderLookup,
  orderTimelineGet,
  orderGet,
  purchasedItemGet,
  memberVoucherGet,
  subscriptionPlanGet,
  subscriptionCreate,
  subscriptionGet,
  subscriptionUpdate,
  pointBalanceGet,
  pointConfigGet,
  pointTransactionHistoryGet,
  pointTransfer,
  creditProductGet,
  cashCreditProductGet,
  adminLogin,
  adminLoginSecondStep,
  adminTwoFactorSetup,
  adminTwoFactorConfirm,
  adminMe,
  adminLogout,
  adminSessionGet,
  adminSessionEnd,
  adminMemberSearch,
  adminMemberGet,
  adminMemberLedgerGet,
  adminPointsAdjust,
  adminMemberPasswordResetSend,
  adminAuditLogGet,
  adminBackupStatusGet,
  adminDashboardGet,
  adminProductList,
  adminProductGet,
  adminProductSave,
  adminStockAdjust,
  adminImageUpload,
  adminSearchVariantList,
  adminSearchVariantAdd,
  adminSearchVariantDelete,
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminUnpaidOrderRulesSave,
  adminCartReminderRulesSave,
  adminFpsProxyGet,
  adminFpsProxySave,
  adminOrderReceiptsGet,
  adminTierSave,
  adminPickupStoreSave,
  adminDeliveryCountrySave,
  adminTimeslotSave,
  adminBlackoutDateAdd,
  adminFulfilmentDelete,
  adminContentGet,
  adminSectionItemSave,
  adminBlogPostSave,
  adminContentDelete,
  adminRichTextPreview,
  adminPromotionsGet,
  adminCouponSave,
  adminGiftRuleSave,
  adminExchangeOptionSave,
  adminCashCreditSave,
  adminCouponAssign,
  adminCouponUnassign,
  adminMemberVouchersGet,
  adminOrderList,
  adminOrderGet,
  adminOrderTransition,
  adminPickListGet,
  adminSubscriptionPlansGet,
  adminSubscriptionPlanSave,
  adminSubscriptionsGet,
  adminSubscriptionRenewalsGet,
  adminRoastPlanGet,
  adminBankMappingList,
  adminBankMappingSave,
  adminBankStatementUpload,
  adminBankLineList,
  adminBankLineConfirm,
  adminPrivacyRequestList,
  adminPrivacyRequestClose,
  adminMarketingSend,
  productReviewGet,
  productReviewSubmit,
  productReviewMine,
  adminReviewsGet,
  adminReviewModerate,
] as const satisfies readonly CallDef[];

export type ApiCallName = (typeof API_CALLS)[number]['name'];
