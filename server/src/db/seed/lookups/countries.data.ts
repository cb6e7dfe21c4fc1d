export interface CountrySeed {
  nameEn: string;
  nameZh: string;
  isoCode: string;
  /** Dialling code, digits only: the storefront shows the plus sign itself. */
  areaCode: string;
}

/** Hong Kong first: it is the default in every country picker. */
export const COUNTRIES: readonly CountrySeed[] = [
  { nameEn: 'Hong Kong', nameZh: '香港', isoCode: 'HK', areaCode: '852' },
  { nameEn: 'Macau', nameZh: '澳門', isoCode: 'MO', areaCode: '853' },
  { nameEn: 'Taiwan', nameZh: '台灣', isoCode: 'TW', areaCode: '886' },
  { nameEn: 'Mainland China', nameZh: '中國內地', isoCode: 'CN', areaCode: '86' },
  { nameEn: 'Singapore', nameZh: '新加坡', isoCode: 'SG', areaCode: '65' },
  { nameEn: 'Japan', nameZh: '日本', isoCode: 'JP', areaCode: '81' },
  { nameEn: 'South Korea', nameZh: '韓國', isoCode: 'KR', areaCode: '82' },
  { nameEn: 'Malaysia', nameZh: '馬來西亞', isoCode: 'MY', areaCode: '60' },
  { nameEn: 'Thailand', nameZh: '泰國', isoCode: 'TH', areaCode: '66' },
  { nameEn: 'Philippines', nameZh: '菲律賓', isoCode: 'PH', areaCode: '63' },
  { nameEn: 'Vietnam', nameZh: '越南', isoCode: 'VN', areaCode: '84' },
  { nameEn: 'Indonesia', nameZh: '印尼', isoCode: 'ID', areaCode: '62' },
  { nameEn: 'India', nameZh: '印度', isoCode: 'IN', areaCode: '91' },
  { nameEn: 'Australia', nameZh: '澳洲', isoCode: 'AU', areaCode: '61' },
  { nameEn: 'New Zealand', nameZh: '新西蘭', isoCode: 'NZ', areaCode: '64' },
  { nameEn: 'United Kingdom', nameZh: '英國', isoCode: 'GB', areaCode: '44' },
  { nameEn: 'United States', nameZh: '美國', isoCode: 'US', areaCode: '1' },
  { nameEn: 'Canada', nameZh: '加拿大', isoCode: 'CA', areaCode: '1' },
  { nameEn: 'France', nameZh: '法國', isoCode: 'FR', areaCode: '33' },
  { nameEn: 'Germany', nameZh: '德國', isoCode: 'DE', areaCode: '49' },
];
