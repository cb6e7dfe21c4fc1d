import { MemberSearchPage } from '../../../features/admin/members/member-search-page.tsx';

/** /admin/members: find a member. */
export default function MemberSearch() {
  return <MemberSearchPage />;
}
