import { orderPaymentReceiptUpload } from '@shop/contract/orders/payment-receipt.calls';
import { handle } from '../../http/call-handler.ts';
import { uploadPaymentReceipt } from './payment-receipts.service.ts';

export const paymentReceiptHandlers = [
  handle(orderPaymentReceiptUpload, async (input, { db }) => {
    const uploadedAt = await uploadPaymentReceipt(db, input.order_token, input.data_base64);
    return {
      receipt_uploaded_at: uploadedAt.toISOString(),
      message: 'Thank you: we have your receipt and will check the payment.',
      message_zh: '多謝！我們已收到你的收據，會盡快核對款項。',
    };
  }),
];
