import type { MemberAddress } from '@shop/contract/members/members.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { useMemberAddressesQuery } from '../account.endpoints.ts';
import { ListState } from './list-state.tsx';

/** The lines of an address as a Hong Kong envelope has them; empty parts are left out. */
function addressLines(address: MemberAddress, country: string): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company_name,
    address.address,
    [address.district, address.city, address.state, address.postal_code].filter(Boolean).join(', '),
    country,
    address.phone && `+${address.area_code} ${address.phone}`,
  ].filter(Boolean);
}

/** The member's saved addresses, the default first (the server orders them). */
export function AddressList() {
  const { t } = useTranslation('account');
  const localised = useLocalised();
  const query = useMemberAddressesQuery();
  const addresses = query.data?.addresses ?? [];
  return (
    <ListState
      loading={query.isLoading}
      failed={query.isError}
      empty={addresses.length === 0}
      emptyText={t('addresses.empty')}
      onRetry={query.refetch}
      rows={2}
    >
      <ul className="address-grid">
        {addresses.map((address) => (
          <li key={address.id} className="account-card">
            {address.is_default === 1 && (
              <span className="status-pill status-pill--active">{t('addresses.default')}</span>
            )}
            <address className="address-card__lines">
              {addressLines(address, localised(address, 'country_name')).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
