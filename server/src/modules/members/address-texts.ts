import type { Message } from '../../http/api-error.ts';

const notice = ({ en, zh }: Message) => ({ message: en, message_zh: zh });

/** What the address book says back, English then Chinese. */
export const addressTexts = {
  added: notice({ en: 'Address saved to your address book.', zh: '地址已儲存到你的地址簿。' }),
  updated: notice({ en: 'Address updated.', zh: '地址已更新。' }),
  deleted: notice({ en: 'Address deleted.', zh: '地址已刪除。' }),
  madeDefault: notice({ en: 'This is now your default address.', zh: '已設為你的預設地址。' }),
  unknownCountry: {
    en: 'Some fields are not valid: country_id (no such country).',
    zh: '以下欄位無效：country_id（沒有這個國家或地區）。',
  },
  districtNeeded: {
    en: 'Some fields are not valid: district (a Hong Kong address needs its district).',
    zh: '以下欄位無效：district（香港地址必須填寫地區）。',
  },
  cityNeeded: {
    en: 'Some fields are not valid: city (an address outside Hong Kong needs its city).',
    zh: '以下欄位無效：city（香港以外的地址必須填寫城市）。',
  },
} satisfies Record<string, Message | { message: string; message_zh: string }>;
