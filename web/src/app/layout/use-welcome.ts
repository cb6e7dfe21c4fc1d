import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../shared/session/use-signed-in.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';

/** The welcome line: the member's name or 'User', and the tier in the shopper language. */
export function useWelcome() {
  const { t, i18n } = useTranslation();
  const signedIn = useSignedIn();
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
