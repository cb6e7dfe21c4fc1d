/**
 * The one error catalogue. Every failure the API can answer is listed here once, with its HTTP
 * status and the message in both languages; the server maps every thrown error onto this table.
 */
export const ERRORS = {
  BAD_REQUEST: { http: 400, en: 'The request could not be read.', zh: '無法讀取這個請求。' },
  INVALID_JSON: { http: 400, en: 'The request body is not valid JSON.', zh: '請求內容不是有效的 JSON。' },
  UNSUPPORTED_MEDIA_TYPE: {
    http: 415,
    en: 'Send the request as application/json.',
    zh: '請以 application/json 格式傳送請求。',
  },
  PAYLOAD_TOO_LARGE: { http: 413, en: 'The request is too large.', zh: '請求內容太大。' },
  VALIDATION_FAILED: { http: 400, en: 'Some fields are not valid.', zh: '部分欄位無效。' },
  UNKNOWN_CLIENT: { http: 400, en: 'Unknown client.', zh: '無法識別的客戶端。' },
  UNKNOWN_CALL: { http: 404, en: 'There is no such API call.', zh: '沒有這個 API 功能。' },
  NOT_FOUND: { http: 404, en: 'Not found.', zh: '找不到相關內容。' },
  METHOD_NOT_ALLOWED: { http: 405, en: 'Use POST for API calls.', zh: 'API 請使用 POST。' },
  INVALID_ACCESS_TOKEN: {
    http: 400,
    en: 'The site access token is invalid or expired.',
    zh: '網站存取權杖無效或已過期。',
  },
  UNAUTHORIZED: { http: 401, en: 'Please sign in again.', zh: '請重新登入。' },
  FORBIDDEN: { http: 403, en: 'You are not allowed to do this.', zh: '你沒有權限進行此操作。' },
  CONFLICT: { http: 409, en: 'This conflicts with the current state.', zh: '與目前狀態有衝突。' },
  EMAIL_USED: {
    http: 409,
    en: 'An account already uses this email. Sign in or reset your password.',
    zh: '此電郵地址已有帳戶，請登入或重設密碼。',
  },
  PHONE_USED: {
    http: 409,
    en: 'An account already uses this phone number. Sign in with a one-time code.',
    zh: '此電話號碼已有帳戶，請以一次性驗證碼登入。',
  },
  INVALID_CREDENTIALS: {
    http: 401,
    en: 'The email or password is not correct.',
    zh: '電郵地址或密碼不正確。',
  },
  OTP_INVALID: { http: 401, en: 'The code is not correct.', zh: '驗證碼不正確。' },
  OTP_EXPIRED: {
    http: 401,
    en: 'This code has expired or can no longer be used. Please ask for a new one.',
    zh: '驗證碼已過期或已失效，請重新索取。',
  },
  RESET_TOKEN_INVALID: {
    http: 400,
    en: 'This password reset link is invalid, already used or expired. Please ask for a new one.',
    zh: '此重設密碼連結無效、已使用或已過期，請重新申請。',
  },
  EMAIL_LINK_INVALID: {
    http: 400,
    en: 'This email link is invalid, already used, expired, or for another account. Sign in to the right account or ask for a new link.',
    zh: '此電郵連結無效、已使用、已過期或屬於另一個帳戶。請登入正確的帳戶或重新索取連結。',
  },
  CURRENT_PASSWORD_WRONG: {
    http: 400,
    en: 'Your current password is not correct.',
    zh: '現時密碼不正確。',
  },
  PASSWORD_UNCHANGED: {
    http: 400,
    en: 'Please choose a new password that is different from your current one.',
    zh: '新密碼不可與現時密碼相同，請另選一個。',
  },
  RATE_LIMITED: {
    http: 429,
    en: 'Too many requests. Please wait and try again.',
    zh: '請求太頻密，請稍後再試。',
  },
  DATABASE_BUSY: {
    http: 409,
    en: 'The shop is busy. Please try again in a moment.',
    zh: '網店目前繁忙，請稍後再試。',
  },
  // Cart and checkout. The services name the product, amount or date in a more specific message.
  OUT_OF_STOCK: {
    http: 409,
    en: 'There is not enough stock for this item.',
    zh: '此貨品庫存不足。',
  },
  FREE_GIFT_LOCKED: {
    http: 409,
    en: 'A free gift comes with your order and cannot be removed or changed.',
    zh: '贈品隨訂單附送，不能移除或更改。',
  },
  SAVED_PRODUCT_UNKNOWN: {
    http: 400,
    en: 'One of these products is not in our shop (any more), so it cannot be saved.',
    zh: '其中一件產品已不在本店出售，無法儲存。',
  },
  CART_ITEM_NOT_FOUND: { http: 404, en: 'This item is not in your cart.', zh: '購物車內沒有這件貨品。' },
  CART_EMPTY: { http: 409, en: 'Your cart is empty.', zh: '你的購物車是空的。' },
  COUPON_INVALID: {
    http: 400,
    en: 'This coupon code is not valid.',
    zh: '此優惠碼無效。',
  },
  COUPON_NOT_APPLICABLE: {
    http: 409,
    en: 'This coupon cannot be used on this cart.',
    zh: '此優惠碼不適用於你的購物車。',
  },
  INSUFFICIENT_CREDIT: {
    http: 409,
    en: 'You do not have enough credit.',
    zh: '你的購物額不足。',
  },
  INSUFFICIENT_POINTS: {
    http: 409,
    en: 'You do not have enough points for this exchange.',
    zh: '你的積分餘額不足，未能兌換。',
  },
  CREDIT_ABOVE_TOTAL: {
    http: 409,
    en: 'That is more credit than this order needs.',
    zh: '使用的購物額超過訂單所需金額。',
  },
  DATE_UNAVAILABLE: {
    http: 400,
    en: 'This date is not available. Please choose another day.',
    zh: '此日期不可選，請選擇其他日子。',
  },
  TIMESLOT_UNAVAILABLE: {
    http: 400,
    en: 'This time slot is not available for the chosen method.',
    zh: '所選方式不提供此時段。',
  },
  IDEMPOTENCY_KEY_USED: {
    http: 409,
    en: 'This checkout key was already used for another order.',
    zh: '此結帳編號已用於另一張訂單。',
  },
  // Limits on unpaid orders (docs/order-lifecycle.md): one shopper cannot hold the shop's stock unpaid.
  UNPAID_ORDERS_LIMIT: {
    http: 409,
    en: 'You already have the most unpaid orders we can hold. Please pay for one of them first.',
    zh: '你未付款的訂單已達上限，請先為其中一張訂單付款。',
  },
  UNPAID_UNITS_LIMIT: {
    http: 409,
    en: 'That is more items than we can hold for unpaid orders. Please order fewer, or pay for your open orders first.',
    zh: '未付款訂單可保留的貨品數量已達上限，請減少數量，或先為未付款的訂單付款。',
  },
  // Staff console.
  STAFF_ONLY: {
    http: 401,
    en: 'Please sign in to the staff console.',
    zh: '請登入員工管理介面。',
  },
  TWO_FACTOR_CODE_INVALID: {
    http: 401,
    en: 'That code is not right, or it was already used. Wait for the next code in your authenticator app and try again.',
    zh: '驗證碼不正確或已使用過。請等待驗證器應用程式顯示下一個驗證碼後再試。',
  },
  SIGN_IN_STEP_EXPIRED: {
    http: 401,
    en: 'This sign-in has timed out. Please enter your email and password again.',
    zh: '登入逾時，請重新輸入電郵地址及密碼。',
  },
  NO_SECRET_TO_CONFIRM: {
    http: 409,
    en: 'Start setting up two-step sign-in again to get a new QR code.',
    zh: '請重新設定兩步驟登入，以取得新的 QR 碼。',
  },
  STAFF_SESSION_NOT_FOUND: {
    http: 404,
    en: 'That session has already ended or is not yours to end.',
    zh: '該登入工作階段已結束，或你無權結束。',
  },
  OWNER_ONLY: {
    http: 403,
    en: 'Only the shop owner can do this.',
    zh: '只有店主可以進行此操作。',
  },
  BALANCE_TOO_LOW: {
    http: 409,
    en: 'The balance is too low for this deduction.',
    zh: '結餘不足，未能扣減。',
  },
  // Order lifecycle (docs/order-lifecycle.md).
  ORDER_TRANSITION_NOT_ALLOWED: {
    http: 409,
    en: 'This order cannot be moved on that way from its current state.',
    zh: '此訂單目前的狀態不可以進行這個操作。',
  },
  REFUND_QUANTITY_TOO_HIGH: {
    http: 409,
    en: 'That is more than is left to refund on this line.',
    zh: '退款數量超過此項目尚可退款的數量。',
  },
  // Bank reconciliation (docs/reconciliation.md).
  BANK_NOT_FOUND: {
    http: 404,
    en: 'There is no saved column mapping for this bank.',
    zh: '找不到這間銀行的欄位設定。',
  },
  BANK_MAPPING_INVALID: {
    http: 400,
    en: 'The column mapping is not complete.',
    zh: '欄位設定不完整。',
  },
  BANK_STATEMENT_TOO_LARGE: {
    http: 413,
    en: 'The statement is too large: upload at most 512 KB of CSV at a time.',
    zh: '月結單檔案太大：每次最多上載 512 KB 的 CSV。',
  },
  BANK_STATEMENT_INVALID: {
    http: 400,
    en: 'This file cannot be read as a statement of this bank.',
    zh: '無法以這間銀行的格式讀取此檔案。',
  },
  BANK_LINE_TAKEN: {
    http: 409,
    en: 'This statement line or this order is already reconciled.',
    zh: '此月結單項目或此訂單已經對賬。',
  },
  // Address book and order lookup (docs/members.md, docs/order-lifecycle.md).
  ADDRESS_NOT_FOUND: {
    http: 404,
    en: 'This address is not in your address book.',
    zh: '你的地址簿沒有這個地址。',
  },
  ADDRESS_BOOK_FULL: {
    http: 409,
    en: 'Your address book is full (10 addresses). Delete one you no longer use first.',
    zh: '你的地址簿已滿（10 個地址），請先刪除一個不再使用的地址。',
  },
  ORDER_LOOKUP_FAILED: {
    http: 404,
    en: 'We could not find an order with this number and email. Check both against your confirmation email.',
    zh: '找不到符合此訂單編號及電郵地址的訂單，請對照確認電郵再試。',
  },
  // Reviews (docs/reviews.md).
  NOT_A_BUYER: {
    http: 403,
    en: 'Only shoppers who have a paid order of this product can review it.',
    zh: '只有已付款訂購此產品的顧客才可以評價。',
  },
  REVIEW_NOT_FOUND: { http: 404, en: 'This review was not found.', zh: '找不到這則評價。' },
  // Subscriptions (docs/subscriptions.md).
  SUBSCRIPTION_NOT_FOUND: { http: 404, en: 'This subscription was not found.', zh: '找不到這個咖啡訂閱。' },
  NOT_SUBSCRIBABLE: {
    http: 409,
    en: 'This coffee cannot be subscribed to at the chosen frequency.',
    zh: '這款咖啡不設所選頻率的訂閱。',
  },
  SUBSCRIPTION_CANCELLED: {
    http: 409,
    en: 'This subscription was cancelled and can no longer be changed. Start a new one instead.',
    zh: '這個訂閱已取消，不能再更改。請重新訂閱。',
  },
  SUBSCRIPTION_NOT_ACTIVE: {
    http: 409,
    en: 'This subscription is paused. Resume it first.',
    zh: '這個訂閱已暫停，請先恢復訂閱。',
  },
  SUBSCRIPTION_NOT_PAUSED: {
    http: 409,
    en: 'This subscription is not paused.',
    zh: '這個訂閱並未暫停。',
  },
  NO_BOOKABLE_DATE: {
    http: 409,
    en: 'There is no bookable delivery date in the coming weeks. Please try again later or contact us.',
    zh: '未來數星期沒有可預約的送貨或取貨日期，請稍後再試或聯絡我們。',
  },
  INTERNAL: { http: 500, en: 'Something went wrong on our side.', zh: '系統出現問題，請稍後再試。' },
} as const satisfies Record<string, { http: number; en: string; zh: string }>;

export type ErrorCode = keyof typeof ERRORS;
