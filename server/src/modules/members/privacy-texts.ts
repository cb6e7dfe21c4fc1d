/** The privacy calls' notices and refusals, in both languages. */
export const privacyTexts = {
  profileSaved: { message: 'Your details are saved.', message_zh: '你的資料已儲存。' },
  consentGiven: {
    message: 'You will receive our news and offers.',
    message_zh: '你將會收到我們的最新消息及優惠。',
  },
  consentWithdrawn: {
    message: 'You will no longer receive marketing from us.',
    message_zh: '你將不會再收到我們的推廣資訊。',
  },
  unsubscribed: {
    message: 'You are unsubscribed: no more marketing emails will be sent to this address.',
    message_zh: '你已取消訂閱，我們不會再向此地址發送推廣電郵。',
  },
  badUnsubscribeLink: {
    en: 'This unsubscribe link is not valid. Copy the whole link from the email, or sign in to change your choice.',
    zh: '此取消訂閱連結無效。請從電郵複製完整連結，或登入後更改你的選擇。',
  },
  requestReceived: {
    message: 'We have your request and will answer within 40 days.',
    message_zh: '我們已收到你的要求，並會於 40 日內回覆。',
  },
};
