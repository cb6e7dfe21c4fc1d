/** A text in English, Hong Kong Chinese and Simplified Chinese. */
export interface Text3 {
  en: string;
  zh: string;
  cn: string;
}

/** A text in English and Hong Kong Chinese. */
export interface Text2 {
  en: string;
  zh: string;
}
