import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/icons.tsx';

/** One entry of the console's navigation; the route layer builds them from its section list. */
export interface ConsoleNavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Only highlighted on its own path (the dashboard at /admin), not on the paths below it. */
  end?: boolean;
}

export function ConsoleNav({ items, onNavigate }: { items: ConsoleNavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="console-nav" aria-label={t('layout.nav')}>
      <ul className="console-nav__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="console-nav__link" onClick={onNavigate}>
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
