/**
 * Hong Kong's 18 districts under the three areas people write on an address. A Hong Kong address
 * names a district and has no postcode, so the form offers these instead of a city and postcode.
 */
export interface District {
  en: string;
  zh: string;
}

export interface DistrictArea {
  en: string;
  zh: string;
  districts: District[];
}

export const HONG_KONG_AREAS: readonly DistrictArea[] = [
  {
    en: 'Hong Kong Island',
    zh: '香港島',
    districts: [
      { en: 'Central and Western', zh: '中西區' },
      { en: 'Wan Chai', zh: '灣仔區' },
      { en: 'Eastern', zh: '東區' },
      { en: 'Southern', zh: '南區' },
    ],
  },
  {
    en: 'Kowloon',
    zh: '九龍',
    districts: [
      { en: 'Yau Tsim Mong', zh: '油尖旺區' },
      { en: 'Sham Shui Po', zh: '深水埗區' },
      { en: 'Kowloon City', zh: '九龍城區' },
      { en: 'Wong Tai Sin', zh: '黃大仙區' },
      { en: 'Kwun Tong', zh: '觀塘區' },
    ],
  },
  {
    en: 'New Territories',
    zh: '新界',
    districts: [
      { en: 'Kwai Tsing', zh: '葵青區' },
      { en: 'Tsuen Wan', zh: '荃灣區' },
      { en: 'Tuen Mun', zh: '屯門區' },
      { en: 'Yuen Long', zh: '元朗區' },
      { en: 'North', zh: '北區' },
      { en: 'Tai Po', zh: '大埔區' },
      { en: 'Sha Tin', zh: '沙田區' },
      { en: 'Sai Kung', zh: '西貢區' },
      { en: 'Islands', zh: '離島區' },
    ],
  },
];

/** The area a district belongs to, in the same language: the order's city line. */
export function areaOf(district: string): DistrictArea | undefined {
  return HONG_KONG_AREAS.find((area) => area.districts.some((d) => d.en === district || d.zh === district));
}
