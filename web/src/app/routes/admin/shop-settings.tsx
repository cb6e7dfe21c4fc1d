import { SettingsPage } from '../../../features/admin/sections/settings/settings-page.tsx';

/** /admin/settings: owners only (the section list marks it so). */
export default function ShopSettings() {
  return <SettingsPage />;
}
