import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignOutButton } from '../../features/members/sign-out-button.tsx';
import { paths } from '../../shared/paths.ts';
import { useWelcome } from './use-welcome.ts';

/** The account menu's panel, loaded when first wanted (account-menu.tsx). */
export default function AccountMenuPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const { signedIn, greeting, tier } = useWelcome();

  return (
    <div className="account-menu__panel">
      <p className="account-menu__greeting">{greeting}</p>
      {signedIn && tier && <p className="account-menu__tier">{t('layout.account.tier', { tier })}</p>}
      {!signedIn && <p className="account-menu__hint soft-text">{t('layout.account.guestHint')}</p>}
      {signedIn ? (
        <div className="account-menu__actions">
          <Link className="button button--block" to={paths.myAccount()}>
            {t('layout.account.myAccount')}
          </Link>
          <SignOutButton className="button button--ghost button--block" onSigningOut={close}>
            {t('layout.account.logout')}
          </SignOutButton>
        </div>
      ) : (
        <div className="account-menu__actions">
          <Link className="button button--block" to={paths.loginRegister()}>
            {t('layout.account.login')}
          </Link>
          <Link className="button button--ghost button--block" to={`${paths.loginRegister()}?tab=register`}>
            {t('layout.account.register')}
          </Link>
        </div>
      )}
    </div>
  );
}
