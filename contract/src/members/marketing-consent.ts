/**
 * The direct-marketing consent exactly as the storefront shows it beside its checkbox. The server
 * records the version and the text of the language the member saw, so the record proves what was
 * agreed to; change the text only together with a new version.
 */
export const MARKETING_CONSENT = {
  version: '2026-11-25',
  en: 'I would like to receive news, offers and events from the roastery by email and SMS. The roastery may use my name, email and phone number for this direct marketing. I can withdraw at any time, free of charge.',
  'zh-HK':
    '我希望以電郵及短訊收到烘焙坊的最新消息、優惠及活動資訊。烘焙坊可使用我的姓名、電郵地址及電話號碼作此直接促銷用途。我可隨時免費撤回同意。',
} as const;

export const CONSENT_LANGUAGES = ['en', 'zh-HK'] as const;
export type ConsentLanguage = (typeof CONSENT_LANGUAGES)[number];

/** The storefront's language code as a consent language: Chinese of any kind shows the zh-HK text. */
export function consentLanguageOf(language: string | undefined): ConsentLanguage {
  return language?.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en';
}

/** PDPO: a data access or correction request must be answered within 40 days of receipt. */
export const PRIVACY_REQUEST_DAYS = 40;
export const PRIVACY_REQUEST_KINDS = ['access', 'correction'] as const;
export const PRIVACY_REQUEST_STATUSES = ['open', 'closed'] as const;
