import { PHONE_PROBLEM } from '@shop/contract/phone-number';
import type { Message } from '../../http/api-error.ts';

/**
 * What members read: notices, the SMS code and the emails, English then Chinese. The exact wording
 * of the storefront's own texts lives in its translation files; these come from the server.
 */

export interface ShopName {
  name_en: string;
  name_zh: string;
}

const notice = ({ en, zh }: Message) => ({ message: en, message_zh: zh });

export const texts = {
  registered: notice({ en: 'Welcome! Your account is ready.', zh: '歡迎！你的帳戶已經建立。' }),
  codeSent: notice({
    en: 'We have sent a 6-digit code by SMS. It is valid for 5 minutes.',
    zh: '我們已透過短訊發送 6 位數字驗證碼，5 分鐘內有效。',
  }),
  resetLinkSent: notice({
    en: 'If an account uses this email, we have sent it a link to reset the password.',
    zh: '如此電郵地址已登記帳戶，我們已寄出重設密碼的連結。',
  }),
  passwordReset: notice({
    en: 'Your password has been changed. Please sign in with the new one.',
    zh: '你的密碼已更改，請以新密碼登入。',
  }),
  passwordChanged: notice({
    en: 'Your password has been changed. You stay signed in here; other devices have been signed out.',
    zh: '密碼已更改。你在此裝置會保持登入，其他裝置已全部登出。',
  }),
  loggedOut: notice({ en: 'You have signed out.', zh: '你已登出。' }),
  loggedOutEverywhere: notice({
    en: 'You have signed out on every device.',
    zh: '你已在所有裝置登出。',
  }),
  emailLinkSent: notice({
    en: 'We have sent a link to this email. Open it while signed in to confirm the address.',
    zh: '我們已將連結寄到此電郵地址，請在登入狀態下打開以確認地址。',
  }),
  emailAlreadyProven: notice({ en: 'This email is already confirmed.', zh: '此電郵地址已經確認。' }),
  emailProven: notice({
    en: 'Your email is confirmed.',
    zh: '你的電郵地址已確認。',
  }),
  emailChanged: notice({
    en: 'Your email has been changed. Other devices have been signed out.',
    zh: '你的電郵地址已更改，其他裝置已全部登出。',
  }),
  phoneAlreadyProven: notice({ en: 'This phone number is already confirmed.', zh: '此電話號碼已經確認。' }),
  phoneProven: notice({ en: 'Your phone number is confirmed.', zh: '你的電話號碼已確認。' }),
  phoneChanged: notice({
    en: 'Your phone number has been changed. Other devices have been signed out.',
    zh: '你的電話號碼已更改，其他裝置已全部登出。',
  }),
  emailFree: notice({ en: 'This email is available.', zh: '此電郵地址可以使用。' }),
  phoneOfCountry: {
    en: `Some fields are not valid: phone_number (${PHONE_PROBLEM.en}).`,
    zh: `以下欄位無效：phone_number（${PHONE_PROBLEM.zh}）。`,
  },
  unknownCountry: {
    en: 'Some fields are not valid: country_id (no such country).',
    zh: '以下欄位無效：country_id（沒有這個國家或地區）。',
  },
  unknownAreaCode: {
    en: 'Some fields are not valid: area_code (we cannot send codes to this country code).',
    zh: '以下欄位無效：area_code（無法向此國家或地區編號發送驗證碼）。',
  },
  wrongCodeLastTry: {
    en: 'The code is not correct, and it can no longer be used. Please ask for a new one.',
    zh: '驗證碼不正確，而且已經失效，請重新索取。',
  },
};

export const wrongCode = (triesLeft: number): Message => ({
  en: `The code is not correct. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  zh: `驗證碼不正確，尚餘 ${triesLeft} 次機會。`,
});

export function otpSms(shop: ShopName, code: string): string {
  return (
    `${shop.name_en}: your sign-in code is ${code}. It expires in 5 minutes; never share it. ` +
    `${shop.name_zh}：你的登入驗證碼是 ${code}，5 分鐘內有效，請勿告訴他人。`
  );
}

export function phoneProofSms(shop: ShopName, code: string): string {
  return (
    `${shop.name_en}: ${code} is the code to add this phone to your account. It expires in 5 minutes; never share it. ` +
    `${shop.name_zh}：將此電話號碼加入你帳戶的驗證碼是 ${code}，5 分鐘內有效，請勿告訴他人。`
  );
}

export function phoneChangedSms(shop: ShopName): string {
  return (
    `${shop.name_en}: this phone number was removed from your account; a new one replaced it. If that was not you, contact us. ` +
    `${shop.name_zh}：此電話號碼已從你的帳戶移除並由新號碼取代。如這不是你本人的操作，請聯絡我們。`
  );
}

const signature = (shop: ShopName) => `${shop.name_en} ${shop.name_zh}`;

export function emailProofEmail(shop: ShopName, link: string) {
  return {
    subject: `${shop.name_en}: confirm your email / 確認電郵地址`,
    body: [
      'To confirm this email address for your account, open this link within 24 hours while signed in.',
      `It works once:\n\n${link}\n`,
      'If you did not ask for this, ignore this email: nothing changes.',
      '',
      '如要確認此電郵地址屬於你的帳戶，請於 24 小時內在登入狀態下打開以下連結，連結只可使用一次：',
      `\n${link}\n`,
      '如這不是你本人的要求，請忽略此電郵，一切不會改變。',
      '',
      signature(shop),
    ].join('\n'),
  };
}

export function emailChangeNoticeEmail(shop: ShopName, newEmail: string) {
  return {
    subject: `${shop.name_en}: a change of your email was asked for / 更改電郵地址的要求`,
    body: [
      `Someone signed in to your account asked to change its email to ${newEmail}. It changes once the`,
      'link sent there is opened. If this was not you, sign out everywhere in My Account and change your password.',
      '',
      `有人在登入你的帳戶後，要求將電郵地址更改為 ${newEmail}。新地址的連結被打開後便會生效。`,
      '如這不是你本人的操作，請在「我的帳戶」登出所有裝置並更改密碼。',
      '',
      signature(shop),
    ].join('\n'),
  };
}

export function claimLinkEmail(shop: ShopName, link: string) {
  return {
    subject: `${shop.name_en}: an account listed your email / 有帳戶登記了你的電郵地址`,
    body: [
      'An account on our shop listed this email but never confirmed it. To take the email as yours,',
      'open this link within one hour and choose a password: you get your own account with this email,',
      `and the other account loses it. It works once:\n\n${link}\n`,
      'If you did not ask for this, ignore this email.',
      '',
      '本店有一個帳戶登記了此電郵地址，但從未確認。如要取回此電郵地址，請於一小時內打開以下連結並設定密碼：',
      '你會得到使用此電郵地址的新帳戶，另一帳戶則會失去此地址。連結只可使用一次：',
      `\n${link}\n`,
      '如這不是你本人的要求，請忽略此電郵。',
      '',
      signature(shop),
    ].join('\n'),
  };
}

export function resetEmail(shop: ShopName, link: string) {
  return {
    subject: `${shop.name_en}: reset your password / 重設密碼`,
    body: [
      'Someone asked to reset the password of your account. To choose a new password, open this link',
      `within one hour. It works once:\n\n${link}\n`,
      'If it was not you, ignore this email: your password stays as it is.',
      '',
      '我們收到重設你帳戶密碼的要求。請於一小時內打開以下連結設定新密碼，連結只可使用一次：',
      `\n${link}\n`,
      '如這不是你本人的要求，請忽略此電郵，你的密碼不會改變。',
      '',
      signature(shop),
    ].join('\n'),
  };
}

export function passwordChangedEmail(shop: ShopName) {
  return {
    subject: `${shop.name_en}: your password was changed / 密碼已更改`,
    body: [
      'The password of your account was just changed, and every earlier sign-in has ended.',
      'If this was not you, reset your password at once and contact us.',
      '',
      '你的帳戶密碼剛剛已更改，之前所有裝置上的登入亦已結束。',
      '如這不是你本人的操作，請立即重設密碼並聯絡我們。',
      '',
      signature(shop),
    ].join('\n'),
  };
}
