import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOut } from '../../features/members/use-sign-out.ts';
import { paths } from '../../shared/paths.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Dropdown } from './dropdown.tsx';

/** The welcome line: the member's name or 'User', and the tier in the shopper language. */
export function useWelcome() {
  const { t, i18n } = useTranslation();
  const signedIn = useAppSelector((state) => Boolean(state.user.token));
  const profile = useAppSelector((state) => state.user.user_profile);
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const tier = (i18n.resolvedLanguage === 'zh-HK' && profile?.tier_name_zh) || profile?.tier_name || '';
  return {
    signedIn,
    greeting: signedIn
      ? t('layout.account.welcome', { name: name || t('layout.account.defaultName') })
      : t('layout.account.welcomeGuest'),
    tier,
  };
}

export function AccountMenu() {
  const { t } = useTranslation();
  const { signOut } = useSignOut();
  const { signedIn, greeting, tier } = useWelcome();

  return (
    <Dropdown className="account-menu" label={t('layout.account.label')} trigger={<Icon name="user" />}>
      {(close) => (
        <div className="account-menu__panel">
          <p className="account-menu__greeting">{greeting}</p>
          {signedIn && tier && <p className="account-menu__tier">{t('layout.account.tier', { tier })}</p>}
          {!signedIn && <p className="account-menu__hint">{t('layout.account.guestHint')}</p>}
          {signedIn ? (
            <div className="account-menu__actions">
              <Link className="button button--block" to={paths.myAccount()}>
                {t('layout.account.myAccount')}
              </Link>
              <button
                type="button"
                className="button button--ghost button--block"
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                {t('layout.account.logout')}
              </button>
            </div>
          ) : (
            <div className="account-menu__actions">
              <Link className="button button--block" to={paths.loginRegister()}>
                {t('layout.account.login')}
              </Link>
              <Link
                className="button button--ghost button--block"
                to={`${paths.loginRegister()}?tab=register`}
              >
                {t('layout.account.register')}
              </Link>
            </div>
          )}
        </div>
      )}
    </Dropdown>
  );
}
