import * as calls from '@shop/contract/orders/order-call-names';
import { baseApi } from '../../api/base-api.ts';
import { callMutation } from '../../api/call-endpoints.ts';
import { checkoutApi } from './checkout.endpoints.ts';

interface ReceiptUpload {
  orderToken: string;
  dataBase64: string;
}

/** The shopper sends a screenshot of their transfer from the order page. */
export const paymentReceiptApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    uploadReceipt: callMutation(
      build,
      calls.orderPaymentReceiptUpload,
      {
        body: ({ orderToken, dataBase64 }: ReceiptUpload) => ({
          order_token: orderToken,
          data_base64: dataBase64,
        }),
      },
      // The order page shows when the receipt arrived, without asking for the whole order again.
      async ({ orderToken }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled;
        dispatch(
          checkoutApi.util.updateQueryData('orderConfirmation', orderToken, (order) => {
            order.receipt_uploaded_at = data.receipt_uploaded_at;
          }),
        );
      },
    ),
  }),
});

export const { useUploadReceiptMutation } = paymentReceiptApi;
