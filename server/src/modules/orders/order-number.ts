/** "SC-20261122-0042": the Hong Kong day it was placed, then a running number no other order shares. */
export function formatOrderNumber(day: string, sequence: number): string {
  return `SC-${day.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}
