/**
 * The largest picture the shop takes, as a product image from the console or as a payment receipt
 * from a shopper, before base64 (which adds a third), so the JSON body stays under the 1 MiB limit.
 * Apart from the calls' schemas, so the receipt form can check a file without loading zod.
 */
export const MAX_IMAGE_BYTES = 700 * 1024;
/** A receipt is checked as a console picture is: JPEG, PNG or WebP, at most this many bytes. */
export const MAX_RECEIPT_BYTES = MAX_IMAGE_BYTES;
