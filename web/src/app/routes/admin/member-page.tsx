import { useParams } from 'react-router';
import { ConsoleNotFound } from '../../../features/admin/console-notices.tsx';
import { MemberDetail } from '../../../features/admin/members/member-detail.tsx';

/** /admin/members/:memberId: one member, their points and orders. */
export default function MemberPage() {
  const memberId = Number(useParams().memberId);
  if (!Number.isSafeInteger(memberId) || memberId <= 0) return <ConsoleNotFound />;
  return <MemberDetail key={memberId} memberId={memberId} />;
}
