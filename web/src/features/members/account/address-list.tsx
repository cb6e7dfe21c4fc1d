import { ADDRESS_BOOK_LIMIT } from '@shop/contract/members/member-limits';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import {
  useAddressDefaultSetMutation,
  useAddressDeleteMutation,
  useMemberAddressesQuery,
} from '../profile-changes.endpoints.ts';
import { AddressForm } from './address-form.tsx';
import { ListState } from './list-state.tsx';
import './address-book.css';

/** The lines of an address as a Hong Kong envelope has them; empty parts are left out. */
export function addressLines(address: MemberAddress, country: string): string[] {
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company_name,
    address.address,
    [address.district, address.city, address.state, address.postal_code].filter(Boolean).join(', '),
    country,
    address.phone && `+${address.area_code} ${address.phone}`,
  ].filter(Boolean);
}

/** One saved address with what can be done to it. */
function AddressCard({ address, onEdit }: { address: MemberAddress; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const localised = useLocalised();
  const [remove, removing] = useAddressDeleteMutation();
  const [makeDefault, making] = useAddressDefaultSetMutation();
  return (
    <li className="account-card address-card panel">
      {address.is_default === 1 && (
        <span className="status-pill status-pill--active">{t('addresses.default')}</span>
      )}
      <address className="address-card__lines">
        {addressLines(address, localised(address, 'country_name')).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <div className="button-row address-card__actions">
        <button type="button" className="button button--ghost" onClick={onEdit}>
          {t('addresses.edit')}
        </button>
        {address.is_default === 0 && (
          <button
            type="button"
            className="button button--ghost"
            disabled={making.isLoading}
            onClick={() => void makeDefault(address.id)}
          >
            {t('addresses.makeDefault')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          disabled={removing.isLoading}
          onClick={() => {
            if (window.confirm(t('addresses.confirmDelete'))) void remove(address.id);
          }}
        >
          {t('addresses.delete')}
        </button>
      </div>
    </li>
  );
}

/** The member's address book: the default first (the server orders them), add, edit, delete. */
export function AddressList() {
  const { t } = useTranslation('account');
  const query = useMemberAddressesQuery();
  const addresses = query.data?.addresses ?? [];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const full = addresses.length >= ADDRESS_BOOK_LIMIT;
  return (
    <div className="address-book">
      <div className="address-book__bar">
        <p className="address-book__count">
          {t('addresses.count', { count: addresses.length, limit: ADDRESS_BOOK_LIMIT })}
        </p>
        {editing === null && (
          <button type="button" className="button" disabled={full} onClick={() => setEditing('new')}>
            {t('addresses.add')}
          </button>
        )}
      </div>
      {full && editing === null && <p className="address-book__note">{t('addresses.full')}</p>}
      {editing === 'new' && <AddressForm onDone={() => setEditing(null)} />}
      <ListState
        query={query}
        empty={addresses.length === 0 && editing !== 'new'}
        emptyText={t('addresses.empty')}
        rows={2}
      >
        <ul className="address-grid">
          {addresses.map((address) =>
            editing === address.id ? (
              <li key={address.id}>
                <AddressForm address={address} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <AddressCard key={address.id} address={address} onEdit={() => setEditing(address.id)} />
            ),
          )}
        </ul>
      </ListState>
    </div>
  );
}
