import { PromotionsPage } from '../../../features/admin/sections/promotions/promotions-page.tsx';

/** /admin/promotions: owners only (the section list marks it so). */
export default function Promotions() {
  return <PromotionsPage />;
}
