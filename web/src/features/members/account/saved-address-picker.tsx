import { ADDRESS_BOOK_LIMIT } from '@shop/contract/members/member-limits';
import type { MemberAddress } from '@shop/contract/members/members.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../i18n/localised.ts';
import { addressLines } from './address-list.tsx';
import './address-book.css';

interface SavedAddressPickerProps {
  addresses: MemberAddress[];
  /** The saved address the delivery starts from; null for a new address. */
  picked: number | null;
  onPick: (id: number | null) => void;
  /** Whether a new address is saved to the book once the order is placed. */
  saveNew: boolean;
  onSaveNew: (save: boolean) => void;
}

/**
 * Checkout's delivery address from the address book: picking one fills the form with it; a new
 * address can be saved to the book with the order (while the book has room).
 */
export function SavedAddressPicker({
  addresses,
  picked,
  onPick,
  saveNew,
  onSaveNew,
}: SavedAddressPickerProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const localised = useLocalised();
  const roomLeft = addresses.length < ADDRESS_BOOK_LIMIT;
  return (
    <fieldset className="saved-address-picker">
      <legend>{t('addresses.pickTitle')}</legend>
      {addresses.length > 0 && (
        <label className="form-field" htmlFor={`${id}-pick`}>
          <span className="form-field__label">{t('addresses.pickLabel')}</span>
          <select
            id={`${id}-pick`}
            className="input"
            value={picked ?? ''}
            onChange={(e) => onPick(e.target.value === '' ? null : Number(e.target.value))}
          >
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {addressLines(a, localised(a, 'country_name')).slice(0, 3).join(', ')}
              </option>
            ))}
            <option value="">{t('addresses.pickNone')}</option>
          </select>
        </label>
      )}
      {picked === null && roomLeft && (
        <label className="address-form__check">
          <input type="checkbox" checked={saveNew} onChange={(e) => onSaveNew(e.target.checked)} />
          {t('addresses.saveFromOrder')}
        </label>
      )}
    </fieldset>
  );
}
