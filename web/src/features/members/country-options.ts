import type { Country } from '@shop/contract/lookups/lookups.calls';
import { pickLocalised } from '../../i18n/localised.ts';
import type { SelectOption } from '../../shared/ui/select-field.tsx';

type Option = SelectOption & { value: string };

/**
 * Dialling codes for the phone sign-in, one per code: countries sharing one (+1) are named
 * together, so the list never offers the same choice twice. Kept in the server's order (Hong Kong
 * first).
 */
export function areaCodeOptions(countries: readonly Country[], language: string): Option[] {
  const names = new Map<string, string[]>();
  for (const country of countries) {
    const list = names.get(country.area_code) ?? [];
    list.push(pickLocalised(country, 'name', language));
    names.set(country.area_code, list);
  }
  return [...names].map(([code, list]) => ({ value: code, label: `+${code} ${list.join(' / ')}` }));
}

/** Countries for the register form; the value is the id the server expects. */
export function countryOptions(countries: readonly Country[], language: string): Option[] {
  return countries.map((country) => ({
    value: String(country.id),
    label: `${pickLocalised(country, 'name', language)} (+${country.area_code})`,
  }));
}
