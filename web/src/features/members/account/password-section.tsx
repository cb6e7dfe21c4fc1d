import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../account.endpoints.ts';
import { PasswordChangeForm } from '../password-change-form.tsx';
import { ListState } from './list-state.tsx';

/**
 * The change-password form, for members who have a password. One who joined with a phone code has
 * none and signs in with codes; they are told so rather than shown a form that cannot work.
 * Its own chunk (app/routes/my-account.tsx): the form's rules bring the contract's schema library.
 */
export default function PasswordSection() {
  const { t } = useTranslation('account');
  const query = useProfileQuery();
  return (
    <ListState query={query} empty={!query.data?.profile.email} emptyText={t('password.phoneOnly')} rows={3}>
      <p className="account-page__lead">{t('password.intro')}</p>
      <div className="account-page__form">
        <PasswordChangeForm />
      </div>
    </ListState>
  );
}
