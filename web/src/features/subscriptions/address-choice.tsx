import type { MemberAddress } from '@shop/contract/members/members.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { IdSelect } from './what-choices.tsx';

interface AddressChoiceProps {
  addresses: MemberAddress[];
  loading: boolean;
  value: number | null;
  error?: string | undefined;
  onChange: (addressId: number) => void;
}

/** Where deliveries go: an address of the member's book, which they keep in My account. */
export function AddressChoice({ addresses, loading, value, error, onChange }: AddressChoiceProps) {
  const { t } = useTranslation('subscriptions');
  const pick = useLocalised();
  const bookLink = <Link to={`${paths.myAccount()}?section=addresses`}>{t('address.bookLink')}</Link>;
  if (loading) return <p className="subscribe-form__note soft-text">{t('address.loading')}</p>;
  if (addresses.length === 0)
    return (
      <div className="subscribe-form__note soft-text" data-invalid={error ? true : undefined} tabIndex={-1}>
        <p className={error ? 'field-error' : undefined}>{t('address.none')}</p>
        {bookLink}
      </div>
    );
  return (
    <>
      <IdSelect
        label={t('address.label')}
        value={value}
        error={error}
        onChange={(id) => id !== null && onChange(id)}
      >
        {addresses.map((a) => (
          <option key={a.id} value={a.id}>
            {[
              `${a.first_name} ${a.last_name}`.trim(),
              a.address,
              a.district || a.city,
              pick(a, 'country_name'),
            ]
              .filter(Boolean)
              .join(', ')}
          </option>
        ))}
      </IdSelect>
      <p className="subscribe-form__note soft-text">{bookLink}</p>
    </>
  );
}
