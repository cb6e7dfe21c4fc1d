/** Whole-dollar amounts in copy and names: HK$1,500 rather than HK$1500.00. */
export function hkd(cents: number): string {
  return `HK$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}
