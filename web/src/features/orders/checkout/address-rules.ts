/** An address as the form holds it; `district` is used in Hong Kong, city/state/postcode elsewhere. */
export interface AddressInput {
  address: string;
  district: string;
  city: string;
  state: string;
  postal_code: string;
}

export const EMPTY_ADDRESS: AddressInput = {
  address: '',
  district: '',
  city: '',
  state: '',
  postal_code: '',
};

export type AddressError = 'addressRequired' | 'districtRequired' | 'cityRequired';

/**
 * What an address is missing, by the same rule the order service applies: a street address; in
 * Hong Kong a district and never a postcode; elsewhere a city, with the postcode optional.
 */
export function addressErrors(
  input: AddressInput,
  hongKong: boolean,
): Partial<Record<keyof AddressInput, AddressError>> {
  const errors: Partial<Record<keyof AddressInput, AddressError>> = {};
  if (!input.address.trim()) errors.address = 'addressRequired';
  if (hongKong && !input.district) errors.district = 'districtRequired';
  if (!hongKong && !input.city.trim()) errors.city = 'cityRequired';
  return errors;
}

/** Whether an address has anything in it: an optional billing address left blank is not sent. */
export function isBlankAddress(input: AddressInput): boolean {
  return Object.values(input).every((value) => !value.trim());
}
