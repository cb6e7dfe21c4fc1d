import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/lazy-page.ts';
import { Icon } from '../../shared/ui/icons.tsx';
import { Dropdown } from './dropdown.tsx';

const AccountMenuPanel = lazyPage(() => import('./account-menu-panel.tsx'));

/** The account dropdown; its panel (account-menu-panel.tsx) is fetched on the first hover or focus. */
export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown
      className="account-menu"
      label={t('layout.account.label')}
      trigger={<Icon name="user" />}
      load={AccountMenuPanel.preload}
    >
      {(close) => <AccountMenuPanel close={close} />}
    </Dropdown>
  );
}
