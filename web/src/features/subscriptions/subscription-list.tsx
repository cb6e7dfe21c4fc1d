import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../shared/ui/load-state.tsx';
import { SubscriptionCard } from './subscription-card.tsx';
import { useSubscriptionsQuery } from './subscriptions.endpoints.ts';
import './subscriptions.css';

/** The look of the account's lists (account.css). */
const ACCOUNT_LOOK = { skeleton: 'list-skeleton', note: 'list-note' };

/** Where the coffees open to subscriptions are listed. */
const SUBSCRIPTION_PAGE = '/subscription';

/** My account's subscriptions: running and paused ones first, cancelled ones after. */
export function SubscriptionList() {
  const { t } = useTranslation('subscriptions');
  const query = useSubscriptionsQuery();
  const list = [...(query.data ?? [])].sort(
    (a, b) => Number(a.status === 'cancelled') - Number(b.status === 'cancelled'),
  );
  return (
    <LoadState
      loading={query.isLoading}
      failed={query.isError}
      empty={list.length === 0}
      texts={{
        loading: t('list.loading'),
        failed: t('list.failed'),
        retry: t('list.retry'),
        empty: t('list.empty'),
      }}
      emptyAction={
        <Link to={SUBSCRIPTION_PAGE} className="button">
          {t('list.browse')}
        </Link>
      }
      onRetry={query.refetch}
      rows={2}
      look={ACCOUNT_LOOK}
    >
      <ul className="subscription-list">
        {list.map((s) => (
          <li key={s.id}>
            <SubscriptionCard subscription={s} />
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
