import * as calls from '@shop/contract/admin/admin-call-names';
import type {
  adminImageUpload,
  adminProductGet,
  adminProductList,
  adminProductSave,
  adminStockAdjust,
} from '@shop/contract/admin/catalog-admin.calls';
import type {
  adminBlogPostSave,
  adminContentDelete,
  adminContentGet,
  adminRichTextPreview,
  adminSectionItemSave,
} from '@shop/contract/admin/content-admin.calls';
import type {
  adminBlackoutDateAdd,
  adminDeliveryCountrySave,
  adminFulfilmentDelete,
  adminPickupStoreSave,
  adminTimeslotSave,
} from '@shop/contract/admin/fulfilment-admin.calls';
import type {
  adminCashCreditSave,
  adminCouponSave,
  adminExchangeOptionSave,
  adminGiftRuleSave,
  adminPromotionsGet,
} from '@shop/contract/admin/promotions-admin.calls';
import type {
  adminCartReminderRulesSave,
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminTierSave,
  adminUnpaidOrderRulesSave,
} from '@shop/contract/admin/settings-admin.calls';
import type { CallRef } from '@shop/contract/call-names';
import * as shopCalls from '@shop/contract/call-names';
import type { CallDef, CallInput, CallOutput } from '@shop/contract/calls';
import type { categoryGet } from '@shop/contract/catalog/category.calls';
import { apiCall, type CallBody } from '../../../api/api-call.ts';
import { consoleApi, signOutOnRefusal } from '../console.endpoints.ts';

const TAGS = ['AdminCatalog', 'AdminContent', 'AdminSettings', 'AdminPromotions'] as const;
type Tag = (typeof TAGS)[number];

type Query<C extends CallDef> = { Output: CallOutput<C>; Input: CallInput<C> };

/** A write whose form shows its own refusal beside the fields, and refreshes what it changed. */
const write = <C extends CallDef>(call: CallRef<C>, tag: Tag) => ({
  query: (body: CallBody<C>) => apiCall<CallDef>(call, body, { ownsErrors: true }),
  onQueryStarted: (_: unknown, api: { queryFulfilled: Promise<unknown> }) => signOutOnRefusal(api),
  invalidatesTags: (_result: unknown, error: unknown) => (error ? [] : [tag]),
});

/** The catalog, content and settings screens' calls (staff token), injected from the console chunk. */
export const manageApi = consoleApi.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    adminProductList: build.query<
      Query<typeof adminProductList>['Output'],
      Query<typeof adminProductList>['Input']
    >({
      query: (body) => apiCall(calls.adminProductList, body),
      providesTags: ['AdminCatalog'],
    }),
    adminCategoryTree: build.query<CallOutput<typeof categoryGet>, void>({
      query: () => apiCall(shopCalls.categoryGet, {}),
    }),
    adminProductGet: build.query<Query<typeof adminProductGet>['Output'], number>({
      query: (productId) => apiCall(calls.adminProductGet, { product_id: productId }),
      providesTags: ['AdminCatalog'],
    }),
    adminProductSave: build.mutation<
      Query<typeof adminProductSave>['Output'],
      Query<typeof adminProductSave>['Input']
    >(write(calls.adminProductSave, 'AdminCatalog')),
    adminStockAdjust: build.mutation<
      Query<typeof adminStockAdjust>['Output'],
      Query<typeof adminStockAdjust>['Input']
    >(write(calls.adminStockAdjust, 'AdminCatalog')),
    adminImageUpload: build.mutation<
      Query<typeof adminImageUpload>['Output'],
      Query<typeof adminImageUpload>['Input']
    >({
      query: (body) => apiCall(calls.adminImageUpload, body, { ownsErrors: true }),
      onQueryStarted: (_, api) => signOutOnRefusal(api),
    }),
    adminContentGet: build.query<Query<typeof adminContentGet>['Output'], void>({
      query: () => apiCall(calls.adminContentGet, {}),
      providesTags: ['AdminContent'],
    }),
    adminSectionItemSave: build.mutation<
      Query<typeof adminSectionItemSave>['Output'],
      Query<typeof adminSectionItemSave>['Input']
    >(write(calls.adminSectionItemSave, 'AdminContent')),
    adminBlogPostSave: build.mutation<
      Query<typeof adminBlogPostSave>['Output'],
      Query<typeof adminBlogPostSave>['Input']
    >(write(calls.adminBlogPostSave, 'AdminContent')),
    adminContentDelete: build.mutation<
      Query<typeof adminContentDelete>['Output'],
      Query<typeof adminContentDelete>['Input']
    >(write(calls.adminContentDelete, 'AdminContent')),
    adminRichTextPreview: build.query<
      Query<typeof adminRichTextPreview>['Output'],
      Query<typeof adminRichTextPreview>['Input']
    >({
      query: (body) => apiCall(calls.adminRichTextPreview, body),
    }),
    adminSettingsGet: build.query<Query<typeof adminSettingsGet>['Output'], void>({
      query: () => apiCall(calls.adminSettingsGet, {}),
      providesTags: ['AdminSettings'],
    }),
    adminShopInfoSave: build.mutation<
      Query<typeof adminShopInfoSave>['Output'],
      Query<typeof adminShopInfoSave>['Input']
    >(write(calls.adminShopInfoSave, 'AdminSettings')),
    adminShopRulesSave: build.mutation<
      Query<typeof adminShopRulesSave>['Output'],
      Query<typeof adminShopRulesSave>['Input']
    >(write(calls.adminShopRulesSave, 'AdminSettings')),
    adminUnpaidOrderRulesSave: build.mutation<
      Query<typeof adminUnpaidOrderRulesSave>['Output'],
      Query<typeof adminUnpaidOrderRulesSave>['Input']
    >(write(calls.adminUnpaidOrderRulesSave, 'AdminSettings')),
    adminCartReminderRulesSave: build.mutation<
      Query<typeof adminCartReminderRulesSave>['Output'],
      Query<typeof adminCartReminderRulesSave>['Input']
    >(write(calls.adminCartReminderRulesSave, 'AdminSettings')),
    adminBlackoutDateAdd: build.mutation<
      Query<typeof adminBlackoutDateAdd>['Output'],
      Query<typeof adminBlackoutDateAdd>['Input']
    >(write(calls.adminBlackoutDateAdd, 'AdminSettings')),
    adminFulfilmentDelete: build.mutation<
      Query<typeof adminFulfilmentDelete>['Output'],
      Query<typeof adminFulfilmentDelete>['Input']
    >(write(calls.adminFulfilmentDelete, 'AdminSettings')),
    adminPickupStoreSave: build.mutation<
      Query<typeof adminPickupStoreSave>['Output'],
      Query<typeof adminPickupStoreSave>['Input']
    >(write(calls.adminPickupStoreSave, 'AdminSettings')),
    adminDeliveryCountrySave: build.mutation<
      Query<typeof adminDeliveryCountrySave>['Output'],
      Query<typeof adminDeliveryCountrySave>['Input']
    >(write(calls.adminDeliveryCountrySave, 'AdminSettings')),
    adminTimeslotSave: build.mutation<
      Query<typeof adminTimeslotSave>['Output'],
      Query<typeof adminTimeslotSave>['Input']
    >(write(calls.adminTimeslotSave, 'AdminSettings')),
    adminTierSave: build.mutation<
      Query<typeof adminTierSave>['Output'],
      Query<typeof adminTierSave>['Input']
    >(write(calls.adminTierSave, 'AdminSettings')),
    adminPromotionsGet: build.query<Query<typeof adminPromotionsGet>['Output'], void>({
      query: () => apiCall(calls.adminPromotionsGet, {}),
      providesTags: ['AdminPromotions'],
    }),
    adminCouponSave: build.mutation<
      Query<typeof adminCouponSave>['Output'],
      Query<typeof adminCouponSave>['Input']
    >(write(calls.adminCouponSave, 'AdminPromotions')),
    adminGiftRuleSave: build.mutation<
      Query<typeof adminGiftRuleSave>['Output'],
      Query<typeof adminGiftRuleSave>['Input']
    >(write(calls.adminGiftRuleSave, 'AdminPromotions')),
    adminExchangeOptionSave: build.mutation<
      Query<typeof adminExchangeOptionSave>['Output'],
      Query<typeof adminExchangeOptionSave>['Input']
    >(write(calls.adminExchangeOptionSave, 'AdminPromotions')),
    adminCashCreditSave: build.mutation<
      Query<typeof adminCashCreditSave>['Output'],
      Query<typeof adminCashCreditSave>['Input']
    >(write(calls.adminCashCreditSave, 'AdminPromotions')),
  }),
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
