import type { adminDashboardGet } from '@shop/contract/admin/dashboard.calls';
import type { CallOutput } from '@shop/contract/calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { ConsoleTable } from '../console-table.tsx';
import { managePaths } from '../sections/manage-paths.ts';

type Waiting = CallOutput<typeof adminDashboardGet>['restock_waiting'][number];

/** Variants shoppers asked to be emailed about, most asked first: what a restock would answer. */
export function RestockHints({ rows }: { rows: readonly Waiting[] }) {
  const { t } = useTranslation('admin');
  const { count, pick } = useConsoleFormat();
  return (
    <ConsoleTable
      rows={rows}
      rowKey={(row) => row.variant_id}
      empty={t('dashboard.restock.empty')}
      columns={[
        {
          label: t('dashboard.restock.variant'),
          cell: (row) => <Link to={managePaths.product(row.product_id)}>{pick(row, 'name')}</Link>,
        },
        { label: t('dashboard.restock.sku'), cell: (row) => row.sku },
        { label: t('dashboard.restock.stock'), cell: (row) => count(row.stock), number: true },
        { label: t('dashboard.restock.waiting'), cell: (row) => count(row.waiting), number: true },
      ]}
    />
  );
}
