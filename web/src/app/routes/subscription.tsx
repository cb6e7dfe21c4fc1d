import { SubscribableCoffees } from '../../features/subscriptions/subscribable-coffees.tsx';
import { WithSubscriptionParts } from '../subscriptions/subscription-parts-provider.tsx';
import InfoPage from './info-page.tsx';

/** /subscription: the shop's words on subscriptions, then every coffee one can subscribe to. */
export default function SubscriptionPage() {
  return (
    <>
      <InfoPage />
      <WithSubscriptionParts>
        <SubscribableCoffees />
      </WithSubscriptionParts>
    </>
  );
}
