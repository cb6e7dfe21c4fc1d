/** One unit of an exchange option: `fromAmount` points buy `toAmount` points. */
export interface ExchangeRate {
  fromAmount: number;
  toAmount: number;
}

export interface Exchange {
  units: number;
  received: number;
}

/**
 * The pinned point_transfer rule: the amount given is a positive whole multiple of the option's
 * unit, and what is received is that multiple of the unit's worth. Anything else is no exchange.
 */
export function exchangeFor(given: number, rate: ExchangeRate): Exchange | undefined {
  if (!Number.isSafeInteger(given) || given <= 0 || given % rate.fromAmount !== 0) return undefined;
  const units = given / rate.fromAmount;
  return { units, received: units * rate.toAmount };
}
