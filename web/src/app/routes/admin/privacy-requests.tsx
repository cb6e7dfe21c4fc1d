import { PrivacyRequestsPage } from '../../../features/admin/privacy/privacy-requests-page.tsx';

/** /admin/privacy: the PDPO access and correction queue, for every staff member. */
export default function PrivacyRequests() {
  return <PrivacyRequestsPage />;
}
