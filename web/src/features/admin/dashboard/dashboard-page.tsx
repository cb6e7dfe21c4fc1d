import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { ConsolePageHead } from '../console-page-head.tsx';
import { adminPaths } from '../console-paths.ts';
import { ListStatus } from '../list-status.tsx';
import { BeansChart } from './beans-chart.tsx';
import { useAdminDashboardQuery } from './dashboard.endpoints.ts';
import { RestockHints } from './restock-hints.tsx';
import { SalesChart } from './sales-chart.tsx';
import { TopProductsChart } from './top-products-chart.tsx';
import './dashboard.css';

interface StatTileProps {
  /** The orders board filtered to what the figure counts. */
  to: string;
  label: string;
  value: string;
  note: string;
  /** Something staff should act on, in the warm tone. */
  waiting?: boolean;
}

/** One figure of the day, opening the orders behind it. */
function StatTile({ to, label, value, note, waiting = false }: StatTileProps) {
  return (
    <Link
      className={waiting ? 'console-card stat-tile stat-tile--waiting' : 'console-card stat-tile'}
      to={to}
    >
      <span className="stat-tile__label">{label}</span>
      <span className="stat-tile__value">{value}</span>
      <span className="stat-tile__note">{note}</span>
    </Link>
  );
}

/** The day at a glance, then the last 30 days drawn: sales, best sellers, Beans in and out. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  const { money, count, day } = useConsoleFormat();
  const query = useAdminDashboardQuery(undefined, {
    refetchOnMountOrArgChange: 60,
  });
  const { data } = query;
  return (
    <>
      <ConsolePageHead title={t('dashboard.title')} lead={data && day(data.today.day)} />
      <ListStatus query={query}>
        {data && (
          <div className="console-stack dashboard">
            <div className="dashboard__tiles">
              <StatTile
                to={adminPaths.orders(`date_from=${data.today.day}&date_to=${data.today.day}`)}
                label={t('dashboard.today.orders')}
                value={count(data.today.orders_count)}
                note={t('dashboard.today.sales', { amount: money(data.today.sales_amount) })}
              />
              <StatTile
                waiting
                to={adminPaths.orders('payment_status=pending')}
                label={t('dashboard.waiting.title')}
                value={count(data.payments_waiting.orders_count)}
                note={t('dashboard.waiting.amount', { amount: money(data.payments_waiting.amount) })}
              />
            </div>
            <ConsoleCard title={t('dashboard.sales.title')} className="dashboard__wide">
              <SalesChart days={data.sales_by_day} />
            </ConsoleCard>
            <ConsoleCard title={t('dashboard.top.title')}>
              <TopProductsChart products={data.top_products} />
            </ConsoleCard>
            <ConsoleCard title={t('dashboard.beans.title')}>
              <BeansChart days={data.beans_by_day} />
            </ConsoleCard>
            <ConsoleCard title={t('dashboard.restock.title')} className="dashboard__wide">
              <p className="console-table__soft">{t('dashboard.restock.lead')}</p>
              <RestockHints rows={data.restock_waiting} />
            </ConsoleCard>
          </div>
        )}
      </ListStatus>
    </>
  );
}
