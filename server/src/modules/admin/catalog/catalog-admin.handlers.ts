import {
  adminImageUpload,
  adminProductGet,
  adminProductList,
  adminProductSave,
  adminStockAdjust,
} from '@shop/contract/admin/catalog-admin.calls';
import { ApiError } from '../../../http/api-error.ts';
import { handle } from '../../../http/call-handler.ts';
import { listAdminProducts, loadAdminProduct, saveProduct, uploadImage } from '../../catalog/index.ts';
import { creditPackVariantIds, refuseCashCreditPack } from '../../points/index.ts';
import { auditBy, recordAudit } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';
import { searchVariantsAdminHandlers } from './search-variants-admin.handlers.ts';
import { adjustStock } from './stock-adjust.service.ts';

export const catalogAdminHandlers = [
  handle(adminProductList, async (input, { db }) => {
    // Cash credit packs are hidden catalog products too, but they are edited with the promotions.
    const { products, total } = await listAdminProducts(db, { ...input, leaveOut: creditPackVariantIds() });
    return { products, total_rows: total };
  }),

  handle(adminProductGet, async (input, { db }) => {
    const product = await loadAdminProduct(db, input.product_id);
    if (!product)
      throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
    return { product };
  }),

  handle(adminProductSave, async (input, ctx) => {
    const product = await saveProduct(ctx.db, input, auditBy(signedInStaff(ctx).id), refuseCashCreditPack);
    return { product, message: 'The product is saved.', message_zh: '產品已儲存。' };
  }),

  handle(adminStockAdjust, async (input, ctx) => {
    const stock = await adjustStock(ctx.db, signedInStaff(ctx).id, {
      variantId: input.variant_id,
      change: input.change,
      reason: input.reason,
    });
    return {
      variant_id: input.variant_id,
      stock,
      message: 'The stock is updated.',
      message_zh: '庫存已更新。',
    };
  }),

  handle(adminImageUpload, async (input, ctx) => {
    const uploaded = await uploadImage(ctx.config, input.data_base64);
    await recordAudit(ctx.db, {
      staffId: signedInStaff(ctx).id,
      action: 'image.upload',
      entity: 'image',
      entityId: uploaded.image,
      after: uploaded.sizes,
    });
    return uploaded;
  }),

  ...searchVariantsAdminHandlers,
];
