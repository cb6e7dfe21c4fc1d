/**
 * Numbers as the shop writes them in both languages: digits grouped in threes with commas, a point
 * before the decimals ("1,234.50"), as `toLocaleString('en-HK')` and `'zh-HK'` both do.
 *
 * Written here rather than with `Intl`: the first `Intl` formatter a page builds costs Chromium
 * 40-70 ms of main thread (it loads ICU's data), one long task on every first screen of a phone
 * that shows a price (docs/performance.md, "Intl on the first screen"). The test holds this to
 * `Intl` over a spread of amounts.
 */
export function groupedDigits(value: number, fractionDigits: 0 | 2 = 0): string {
  const digits = Math.abs(value).toFixed(fractionDigits);
  const sign = value < 0 && Number(digits) !== 0 ? '-' : '';
  // A comma before every run of three digits that ends the whole part (at most two decimals follow).
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
