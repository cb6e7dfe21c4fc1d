import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { useProfileQuery } from '../account.endpoints.ts';
import { formatNumber } from './format.ts';

interface ProfileSummaryProps {
  beans: number | undefined;
  credit: number | undefined;
}

/** Who is signed in, their tier, and both balances: the first thing /my-account shows. */
export function ProfileSummary({ beans, credit }: ProfileSummaryProps) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isLoading } = useProfileQuery();
  const profile = data?.profile;
  const tier = (language === 'zh-HK' && profile?.tier_name_zh) || profile?.tier_name;
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ');
  const balance = (value: number | undefined) =>
    value === undefined ? <span className="skeleton-text" aria-hidden="true" /> : formatNumber(value);

  return (
    <div className="profile-summary" aria-busy={isLoading}>
      <div className="profile-summary__who">
        <p className="profile-summary__eyebrow">{tier ? t('profile.tier', { tier }) : t('profile.member')}</p>
        <p className="profile-summary__name">
          {isLoading ? <span className="skeleton-text" aria-hidden="true" /> : name || t('profile.noName')}
        </p>
        {/* Held open while loading: the balances below must not move when the contact arrives. */}
        <p className="profile-summary__contact">
          {isLoading ? (
            <span className="skeleton-text" aria-hidden="true" />
          ) : (
            [profile?.email, profile?.phone && `+${profile.area_code} ${profile.phone}`]
              .filter(Boolean)
              .join(' · ')
          )}
        </p>
      </div>
      <dl className="profile-summary__balances">
        <div className="balance balance--beans">
          <dt>{t('points.beans')}</dt>
          <dd>{balance(beans)}</dd>
        </div>
        <div className="balance balance--credit">
          <dt>{t('points.credit')}</dt>
          <dd>{balance(credit)}</dd>
        </div>
      </dl>
      <Link className="profile-summary__link" to={paths.creditShop()}>
        {t('profile.exchange')}
        <span aria-hidden="true"> →</span>
      </Link>
    </div>
  );
}
