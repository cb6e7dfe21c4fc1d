import { SignInSecurityPage } from '../../../features/admin/security/sign-in-security-page.tsx';

/** /admin/security: every staff member's own; an owner also sees and ends everyone's sessions. */
export default function SignInSecurity() {
  return <SignInSecurityPage />;
}
