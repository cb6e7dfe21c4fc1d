import * as calls from '@shop/contract/admin/admin-call-names';
import type { CallRef } from '@shop/contract/call-names';
import * as shopCalls from '@shop/contract/call-names';
import type { CallDef } from '@shop/contract/calls';
import { callMutation, callQuery } from '../../../api/call-endpoints.ts';
import { consoleApi } from '../console.endpoints.ts';

const TAGS = ['AdminCatalog', 'AdminContent', 'AdminSettings', 'AdminPromotions'] as const;
type Tag = (typeof TAGS)[number];

/** The catalog, content and settings screens' calls (staff token), injected from the console chunk. */
export const manageApi = consoleApi.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => {
    const read = <C extends CallDef>(call: CallRef<C>, tag?: Tag) =>
      callQuery(build, call, { tags: tag ? [tag] : [] });
    // Each form shows its own refusal beside the fields, and refreshes what it changed.
    const write = <C extends CallDef>(call: CallRef<C>, tag: Tag) =>
      callMutation(build, call, { changes: [tag], ownsErrors: true });
    return {
      adminProductList: read(calls.adminProductList, 'AdminCatalog'),
      adminCategoryTree: callQuery(build, shopCalls.categoryGet, { body: () => ({}) }),
      adminProductGet: callQuery(build, calls.adminProductGet, {
        body: (productId: number) => ({ product_id: productId }),
        tags: ['AdminCatalog'],
      }),
      adminProductSave: write(calls.adminProductSave, 'AdminCatalog'),
      adminStockAdjust: write(calls.adminStockAdjust, 'AdminCatalog'),
      adminImageUpload: callMutation(build, calls.adminImageUpload, { ownsErrors: true }),
      adminContentGet: read(calls.adminContentGet, 'AdminContent'),
      adminSectionItemSave: write(calls.adminSectionItemSave, 'AdminContent'),
      adminBlogPostSave: write(calls.adminBlogPostSave, 'AdminContent'),
      adminContentDelete: write(calls.adminContentDelete, 'AdminContent'),
      adminRichTextPreview: read(calls.adminRichTextPreview),
      adminSettingsGet: read(calls.adminSettingsGet, 'AdminSettings'),
      adminShopInfoSave: write(calls.adminShopInfoSave, 'AdminSettings'),
      adminShopRulesSave: write(calls.adminShopRulesSave, 'AdminSettings'),
      adminUnpaidOrderRulesSave: write(calls.adminUnpaidOrderRulesSave, 'AdminSettings'),
      adminCartReminderRulesSave: write(calls.adminCartReminderRulesSave, 'AdminSettings'),
      adminBlackoutDateAdd: write(calls.adminBlackoutDateAdd, 'AdminSettings'),
      adminFulfilmentDelete: write(calls.adminFulfilmentDelete, 'AdminSettings'),
      adminPickupStoreSave: write(calls.adminPickupStoreSave, 'AdminSettings'),
      adminDeliveryCountrySave: write(calls.adminDeliveryCountrySave, 'AdminSettings'),
      adminTimeslotSave: write(calls.adminTimeslotSave, 'AdminSettings'),
      adminTierSave: write(calls.adminTierSave, 'AdminSettings'),
      adminPromotionsGet: read(calls.adminPromotionsGet, 'AdminPromotions'),
      adminCouponSave: write(calls.adminCouponSave, 'AdminPromotions'),
      adminGiftRuleSave: write(calls.adminGiftRuleSave, 'AdminPromotions'),
      adminExchangeOptionSave: write(calls.adminExchangeOptionSave, 'AdminPromotions'),
      adminCashCreditSave: write(calls.adminCashCreditSave, 'AdminPromotions'),
    };
  },
});

export const {
  useAdminProductListQuery,
  useAdminCategoryTreeQuery,
  useAdminProductGetQuery,
  useAdminProductSaveMutation,
  useAdminStockAdjustMutation,
  useAdminImageUploadMutation,
  useAdminContentGetQuery,
  useAdminSectionItemSaveMutation,
  useAdminBlogPostSaveMutation,
  useAdminContentDeleteMutation,
  useAdminRichTextPreviewQuery,
  useAdminSettingsGetQuery,
  useAdminShopInfoSaveMutation,
  useAdminShopRulesSaveMutation,
  useAdminUnpaidOrderRulesSaveMutation,
  useAdminCartReminderRulesSaveMutation,
  useAdminBlackoutDateAddMutation,
  useAdminFulfilmentDeleteMutation,
  useAdminPickupStoreSaveMutation,
  useAdminDeliveryCountrySaveMutation,
  useAdminTimeslotSaveMutation,
  useAdminTierSaveMutation,
  useAdminPromotionsGetQuery,
  useAdminCouponSaveMutation,
  useAdminGiftRuleSaveMutation,
  useAdminExchangeOptionSaveMutation,
  useAdminCashCreditSaveMutation,
} = manageApi;
