export interface HolidaySeed {
  day: string;
  reasonEn: string;
  reasonZh: string;
}

/**
 * Hong Kong general holidays as gazetted: a holiday that falls on a Sunday moves to the next weekday.
 * Ordinary Sundays are not here (the shops open on Sundays), but Lunar New Year 2027 closes all four
 * days, its Sunday included.
 */
export const HK_GENERAL_HOLIDAYS: readonly HolidaySeed[] = [
  { day: '2026-01-01', reasonEn: 'The first day of January', reasonZh: '一月一日' },
  { day: '2026-02-17', reasonEn: "Lunar New Year's Day", reasonZh: '農曆年初一' },
  { day: '2026-02-18', reasonEn: 'The second day of Lunar New Year', reasonZh: '農曆年初二' },
  { day: '2026-02-19', reasonEn: 'The third day of Lunar New Year', reasonZh: '農曆年初三' },
  { day: '2026-04-03', reasonEn: 'Good Friday', reasonZh: '耶穌受難節' },
  { day: '2026-04-04', reasonEn: 'The day following Good Friday', reasonZh: '耶穌受難節翌日' },
  { day: '2026-04-06', reasonEn: 'The day following Ching Ming Festival', reasonZh: '清明節翌日' },
  { day: '2026-04-07', reasonEn: 'The day following Easter Monday', reasonZh: '復活節星期一翌日' },
  { day: '2026-05-01', reasonEn: 'Labour Day', reasonZh: '勞動節' },
  { day: '2026-05-25', reasonEn: 'The day following the Birthday of the Buddha', reasonZh: '佛誕翌日' },
  { day: '2026-06-19', reasonEn: 'Tuen Ng Festival', reasonZh: '端午節' },
  { day: '2026-07-01', reasonEn: 'HKSAR Establishment Day', reasonZh: '香港特別行政區成立紀念日' },
  { day: '2026-09-26', reasonEn: 'The day following Mid-Autumn Festival', reasonZh: '中秋節翌日' },
  { day: '2026-10-01', reasonEn: 'National Day', reasonZh: '國慶日' },
  { day: '2026-10-19', reasonEn: 'The day following Chung Yeung Festival', reasonZh: '重陽節翌日' },
  { day: '2026-12-25', reasonEn: 'Christmas Day', reasonZh: '聖誕節' },
  { day: '2026-12-26', reasonEn: 'The first weekday after Christmas Day', reasonZh: '聖誕節後第一個周日' },
  { day: '2027-01-01', reasonEn: 'The first day of January', reasonZh: '一月一日' },
  { day: '2027-02-06', reasonEn: "Lunar New Year's Day", reasonZh: '農曆年初一' },
  { day: '2027-02-07', reasonEn: 'The second day of Lunar New Year', reasonZh: '農曆年初二' },
  { day: '2027-02-08', reasonEn: 'The third day of Lunar New Year', reasonZh: '農曆年初三' },
  { day: '2027-02-09', reasonEn: 'The fourth day of Lunar New Year', reasonZh: '農曆年初四' },
  { day: '2027-03-26', reasonEn: 'Good Friday', reasonZh: '耶穌受難節' },
  { day: '2027-03-27', reasonEn: 'The day following Good Friday', reasonZh: '耶穌受難節翌日' },
  { day: '2027-03-29', reasonEn: 'Easter Monday', reasonZh: '復活節星期一' },
  { day: '2027-04-05', reasonEn: 'Ching Ming Festival', reasonZh: '清明節' },
  { day: '2027-05-01', reasonEn: 'Labour Day', reasonZh: '勞動節' },
  { day: '2027-05-13', reasonEn: 'The Birthday of the Buddha', reasonZh: '佛誕' },
  { day: '2027-06-09', reasonEn: 'Tuen Ng Festival', reasonZh: '端午節' },
  { day: '2027-07-01', reasonEn: 'HKSAR Establishment Day', reasonZh: '香港特別行政區成立紀念日' },
  { day: '2027-09-16', reasonEn: 'The day following Mid-Autumn Festival', reasonZh: '中秋節翌日' },
  { day: '2027-10-01', reasonEn: 'National Day', reasonZh: '國慶日' },
  { day: '2027-10-08', reasonEn: 'Chung Yeung Festival', reasonZh: '重陽節' },
  { day: '2027-12-25', reasonEn: 'Christmas Day', reasonZh: '聖誕節' },
  { day: '2027-12-27', reasonEn: 'The first weekday after Christmas Day', reasonZh: '聖誕節後第一個周日' },
];

/** Past holidays mean nothing to a shopper picking a date, so only the seed day and later are kept. */
export function holidaysFrom(today: string): HolidaySeed[] {
  return HK_GENERAL_HOLIDAYS.filter((h) => h.day >= today);
}
