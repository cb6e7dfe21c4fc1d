import type { CallOutput } from '@shop/contract/calls';
import type { profileGet } from '@shop/contract/members/members.calls';
import type { ReactNode } from 'react';
import { useProfileQuery } from '../account.endpoints.ts';
import { ListState } from './list-state.tsx';

export type Profile = CallOutput<typeof profileGet>['profile'];

interface ProfileStateProps {
  /** The section's opening line, shown once the profile has come. */
  lead: string;
  /** The section's blocks; those that show the profile wait for it (undefined until it comes). */
  children: (profile: Profile | undefined) => ReactNode;
}

/** A My account section drawn from the member's profile: the list states while it loads, then the lead and the blocks. */
export function ProfileState({ lead, children }: ProfileStateProps) {
  const query = useProfileQuery();
  return (
    <ListState query={query}>
      <p className="account-page__lead">{lead}</p>
      {children(query.data?.profile)}
    </ListState>
  );
}
