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
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminTierSave,
} from '@shop/contract/admin/settings-admin.calls';
import type { CallDef, CallInput, CallOutput } from '@shop/contract/calls';
import type { categoryGet } from '@shop/contract/catalog/category.calls';
import { consoleApi, signOutOnRefusal } from '../console-api.ts';

const TAGS = ['AdminCatalog', 'AdminContent', 'AdminSettings', 'AdminPromotions'] as const;
type Tag = (typeof TAGS)[number];

type Query<C extends CallDef> = { Output: CallOutput<C>; Input: CallInput<C> };

/** A write whose form shows its own refusal beside the fields, and refreshes what it changed. */
const write = (call: string, tag: Tag) => ({
  query: (body: Record<string, unknown>) => ({ call, auth: 'staff' as const, body, ownsErrors: true }),
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
      query: (body) => ({ call: 'admin_product_list', auth: 'staff', body }),
      providesTags: ['AdminCatalog'],
    }),
    adminCategoryTree: build.query<CallOutput<typeof categoryGet>, void>({
      query: () => ({ call: 'category_get', body: {} }),
    }),
    adminProductGet: build.query<Query<typeof adminProductGet>['Output'], number>({
      query: (productId) => ({ call: 'admin_product_get', auth: 'staff', body: { product_id: productId } }),
      providesTags: ['AdminCatalog'],
    }),
    adminProductSave: build.mutation<
      Query<typeof adminProductSave>['Output'],
      Query<typeof adminProductSave>['Input']
    >(write('admin_product_save', 'AdminCatalog')),
    adminStockAdjust: build.mutation<
      Query<typeof adminStockAdjust>['Output'],
      Query<typeof adminStockAdjust>['Input']
    >(write('admin_stock_adjust', 'AdminCatalog')),
    adminImageUpload: build.mutation<
      Query<typeof adminImageUpload>['Output'],
      Query<typeof adminImageUpload>['Input']
    >({
      query: (body) => ({ call: 'admin_image_upload', auth: 'staff', body, ownsErrors: true }),
      onQueryStarted: (_, api) => signOutOnRefusal(api),
    }),
    adminContentGet: build.query<Query<typeof adminContentGet>['Output'], void>({
      query: () => ({ call: 'admin_content_get', auth: 'staff', body: {} }),
      providesTags: ['AdminContent'],
    }),
    adminSectionItemSave: build.mutation<
      Query<typeof adminSectionItemSave>['Output'],
      Query<typeof adminSectionItemSave>['Input']
    >(write('admin_section_item_save', 'AdminContent')),
    adminBlogPostSave: build.mutation<
      Query<typeof adminBlogPostSave>['Output'],
      Query<typeof adminBlogPostSave>['Input']
    >(write('admin_blog_post_save', 'AdminContent')),
    adminContentDelete: build.mutation<
      Query<typeof adminContentDelete>['Output'],
      Query<typeof adminContentDelete>['Input']
    >(write('admin_content_delete', 'AdminContent')),
    adminRichTextPreview: build.query<
      Query<typeof adminRichTextPreview>['Output'],
      Query<typeof adminRichTextPreview>['Input']
    >({
      query: (body) => ({ call: 'admin_rich_text_preview', auth: 'staff', body }),
    }),
    adminSettingsGet: build.query<Query<typeof adminSettingsGet>['Output'], void>({
      query: () => ({ call: 'admin_settings_get', auth: 'staff', body: {} }),
      providesTags: ['AdminSettings'],
    }),
    adminShopInfoSave: build.mutation<
      Query<typeof adminShopInfoSave>['Output'],
      Query<typeof adminShopInfoSave>['Input']
    >(write('admin_shop_info_save', 'AdminSettings')),
    adminShopRulesSave: build.mutation<
      Query<typeof adminShopRulesSave>['Output'],
      Query<typeof adminShopRulesSave>['Input']
    >(write('admin_shop_rules_save', 'AdminSettings')),
    adminBlackoutDateAdd: build.mutation<
      Query<typeof adminBlackoutDateAdd>['Output'],
      Query<typeof adminBlackoutDateAdd>['Input']
    >(write('admin_blackout_date_add', 'AdminSettings')),
    adminFulfilmentDelete: build.mutation<
      Query<typeof adminFulfilmentDelete>['Output'],
      Query<typeof adminFulfilmentDelete>['Input']
    >(write('admin_fulfilment_delete', 'AdminSettings')),
    adminPickupStoreSave: build.mutation<
      Query<typeof adminPickupStoreSave>['Output'],
      Query<typeof adminPickupStoreSave>['Input']
    >(write('admin_pickup_store_save', 'AdminSettings')),
    adminDeliveryCountrySave: build.mutation<
      Query<typeof adminDeliveryCountrySave>['Output'],
      Query<typeof adminDeliveryCountrySave>['Input']
    >(write('admin_delivery_country_save', 'AdminSettings')),
    adminTimeslotSave: build.mutation<
      Query<typeof adminTimeslotSave>['Output'],
      Query<typeof adminTimeslotSave>['Input']
    >(write('admin_timeslot_save', 'AdminSettings')),
    adminTierSave: build.mutation<
      Query<typeof adminTierSave>['Output'],
      Query<typeof adminTierSave>['Input']
    >(write('admin_tier_save', 'AdminSettings')),
    adminPromotionsGet: build.query<Query<typeof adminPromotionsGet>['Output'], void>({
      query: () => ({ call: 'admin_promotions_get', auth: 'staff', body: {} }),
      providesTags: ['AdminPromotions'],
    }),
    adminCouponSave: build.mutation<
      Query<typeof adminCouponSave>['Output'],
      Query<typeof adminCouponSave>['Input']
    >(write('admin_coupon_save', 'AdminPromotions')),
    adminGiftRuleSave: build.mutation<
      Query<typeof adminGiftRuleSave>['Output'],
      Query<typeof adminGiftRuleSave>['Input']
    >(write('admin_gift_rule_save', 'AdminPromotions')),
    adminExchangeOptionSave: build.mutation<
      Query<typeof adminExchangeOptionSave>['Output'],
      Query<typeof adminExchangeOptionSave>['Input']
    >(write('admin_exchange_option_save', 'AdminPromotions')),
    adminCashCreditSave: build.mutation<
      Query<typeof adminCashCreditSave>['Output'],
      Query<typeof adminCashCreditSave>['Input']
    >(write('admin_cash_credit_save', 'AdminPromotions')),
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
